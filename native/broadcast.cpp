// broadcast.cpp — broadcasting by strides: each input is read with stride 0 along the dimensions
// it is stretched over, and an N-dimensional counter walks the output with the innermost
// dimension as a plain loop.
#include "broadcast.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace mm {

namespace {

using ShapeT = Tensor::shape_type;

// Row-major strides of `shape`, padded on the left to `nd` dimensions, 0 where the extent is 1.
ShapeT stretch_strides(const ShapeT& shape, std::size_t nd) {
  ShapeT st(nd, 0);
  std::size_t s = 1;
  for (std::size_t i = shape.size(); i-- > 0;) {
    st[nd - shape.size() + i] = shape[i] == 1 ? 0 : s;
    s *= shape[i];
  }
  return st;
}

// Calls f(out_index, a_index, b_index, inner_count, a_inner_stride, b_inner_stride) for every
// innermost row of the output of shape `out`.
template <class F>
void walk(const ShapeT& out, const ShapeT& sa, const ShapeT& sb, F f) {
  const std::size_t nd = out.size();
  if (nd == 0) return f(std::size_t(0), std::size_t(0), std::size_t(0), std::size_t(1), std::size_t(0), std::size_t(0));
  std::size_t total = 1;
  for (std::size_t e : out) total *= e;
  if (total == 0) return;
  const std::size_t inner = out[nd - 1];
  ShapeT idx(nd, 0);
  std::size_t ia = 0, ib = 0;
  for (std::size_t o = 0; o < total; o += inner) {
    f(o, ia, ib, inner, sa[nd - 1], sb[nd - 1]);
    for (std::size_t d = nd - 1; d-- > 0;) {  // odometer over the outer dimensions
      ++idx[d];
      ia += sa[d];
      ib += sb[d];
      if (idx[d] < out[d]) break;
      ia -= sa[d] * out[d];
      ib -= sb[d] * out[d];
      idx[d] = 0;
    }
  }
}

template <class Op>
void apply(Scalar* y, const Scalar* a, const Scalar* b, const ShapeT& out, const ShapeT& sa, const ShapeT& sb, Op op) {
  walk(out, sa, sb, [&](std::size_t o, std::size_t ia, std::size_t ib, std::size_t n, std::size_t da, std::size_t db) {
    for (std::size_t i = 0; i < n; ++i) y[o + i] = op(a[ia + i * da], b[ib + i * db]);
  });
}

}  // namespace

std::string shape_str(const Tensor& t) {
  std::string s = "[";
  for (std::size_t i = 0; i < t.dimension(); ++i) s += (i ? "," : "") + std::to_string(t.shape()[i]);
  return s + "]";
}

Tensor broadcast_binary(const Tensor& a, const Tensor& b, BinaryOp op) {
  const ShapeT &ha = a.shape(), &hb = b.shape();
  const std::size_t nd = std::max(ha.size(), hb.size());
  ShapeT out(nd, 1);
  for (std::size_t i = 0; i < nd; ++i) {
    const std::size_t ea = i + ha.size() >= nd ? ha[i + ha.size() - nd] : 1;
    const std::size_t eb = i + hb.size() >= nd ? hb[i + hb.size() - nd] : 1;
    if (ea != eb && ea != 1 && eb != 1)
      throw std::invalid_argument("shapes " + shape_str(a) + " and " + shape_str(b) + " do not broadcast");
    out[i] = ea == 1 ? eb : ea;
  }
  Tensor y = empty_tensor(out);
  const ShapeT sa = stretch_strides(ha, nd), sb = stretch_strides(hb, nd);
  const Scalar *pa = a.data(), *pb = b.data();
  switch (op) {
    case BinaryOp::Add: apply(y.data(), pa, pb, out, sa, sb, [](Scalar u, Scalar v) { return u + v; }); break;
    case BinaryOp::Sub: apply(y.data(), pa, pb, out, sa, sb, [](Scalar u, Scalar v) { return u - v; }); break;
    case BinaryOp::Mul: apply(y.data(), pa, pb, out, sa, sb, [](Scalar u, Scalar v) { return u * v; }); break;
    case BinaryOp::Div: apply(y.data(), pa, pb, out, sa, sb, [](Scalar u, Scalar v) { return u / v; }); break;
  }
  return y;
}

Tensor sum_axis(const Tensor& x, std::size_t ax, bool keepdim) {
  const ShapeT& s = x.shape();
  std::size_t outer = 1, inner = 1;
  for (std::size_t d = 0; d < ax; ++d) outer *= s[d];
  for (std::size_t d = ax + 1; d < s.size(); ++d) inner *= s[d];
  const std::size_t n = s[ax];
  ShapeT shape = s;
  if (keepdim)
    shape[ax] = 1;
  else
    shape.erase(shape.begin() + static_cast<std::ptrdiff_t>(ax));
  Tensor y = empty_tensor(shape);  // [outer, inner]
  Scalar* py = y.data();
  const Scalar* px = x.data();
  for (std::size_t o = 0; o < outer; ++o) {
    Scalar* row = py + o * inner;
    for (std::size_t i = 0; i < inner; ++i) row[i] = 0;
    for (std::size_t k = 0; k < n; ++k)
      for (std::size_t i = 0; i < inner; ++i) row[i] += px[(o * n + k) * inner + i];
  }
  return y;
}

Tensor broadcast_to(const Tensor& g, const ShapeT& shape) {
  Tensor y = empty_tensor(shape);
  const std::size_t nd = shape.size();
  if (g.dimension() > nd) throw std::invalid_argument("broadcast_to: " + shape_str(g) + " has more dimensions than the target");
  const ShapeT sg = stretch_strides(g.shape(), nd), zero(nd, 0);
  const Scalar* pg = g.data();
  Scalar* py = y.data();
  walk(shape, sg, zero, [&](std::size_t o, std::size_t ig, std::size_t, std::size_t n, std::size_t dg, std::size_t) {
    for (std::size_t i = 0; i < n; ++i) py[o + i] = pg[ig + i * dg];
  });
  return y;
}

}  // namespace mm
