// tensor.hpp — the one tensor type of the core, its scalar and the shape legend.
// Everything is a row-major xt::xarray of `Scalar` (float32; double with MAKEMORE_DOUBLE so the
// gradient checks are exact enough). Leaves out: devices, dtypes, strides other than row-major.
//
// Shape legend, used in every shape comment of the core:
//   B  batch (rows of a minibatch)        T  block_size (context length)
//   E  n_embd (embedding width)           H  n_hidden (hidden width)
//   V  vocabulary size (27 for a–z + .)   N  rows of a whole split
//   D  features of a normalised row (BatchNorm/LayerNorm input width)
#pragma once
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include <xtensor/xarray.hpp>
#include <xtensor/xbuilder.hpp>
#include <xtensor/xtensor.hpp>

#include "storage.hpp"

namespace mm {

#if defined(MAKEMORE_DOUBLE) && MAKEMORE_DOUBLE
using Scalar = double;
#else
using Scalar = float;
#endif

// Data comes from storage.hpp's recycling allocator: the training step's buffers are reused, not
// re-allocated, from one step to the next.
using Tensor = xt::xarray<Scalar, xt::layout_type::row_major, storage::RecyclingAllocator<Scalar>>;
using Shape = std::vector<std::size_t>;

// An uninitialised tensor of the given shape, built in place. (xt::empty<Scalar>(shape) returns
// an xtensor / a std::allocator xarray that a Tensor then copies element by element.)
inline Tensor empty_tensor(std::initializer_list<std::size_t> shape) { return Tensor(Tensor::shape_type(shape)); }
template <class S>
Tensor empty_tensor(const S& shape) {
  return Tensor(Tensor::shape_type(shape.begin(), shape.end()));
}

}  // namespace mm
