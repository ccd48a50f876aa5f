// broadcast.hpp — the few whole-tensor loops the general ops need: numpy broadcasting of a
// binary elementwise op, a sum over one axis, and a tensor stretched back to a broadcast shape.
// Plain loops (no expression templates), summing along the axis in index order like
// xt::sum. Leaves out: views, strides other than row-major, reductions over several axes at once.
#pragma once
#include <cstddef>

#include "tensor.hpp"

namespace mm {

enum class BinaryOp { Add, Sub, Mul, Div };

// a op b with numpy broadcasting (trailing dimensions aligned; extent 1 stretches). Throws
// std::invalid_argument naming both shapes when they do not broadcast.
Tensor broadcast_binary(const Tensor& a, const Tensor& b, BinaryOp op);

// Σ over axis ax (< x.dimension()), keeping it as extent 1 or dropping it.
Tensor sum_axis(const Tensor& x, std::size_t ax, bool keepdim);

// g repeated along the dimensions where it has extent 1 (or lacks leading ones) to `shape`.
Tensor broadcast_to(const Tensor& g, const Tensor::shape_type& shape);

// "[2,3]": a shape for error messages.
std::string shape_str(const Tensor& t);

}  // namespace mm
