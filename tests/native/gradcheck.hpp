// gradcheck.hpp — the shared finite-difference gradient checker of the suite, plus the small
// helpers the op/layer tests share: a build-independent randn and tensor comparison (the
// PyTorch fixture readers are in fixtures.hpp).
//
// gradcheck(f, wrt) compares the analytic gradient of L = Σ R ⊙ f() (R a fixed random tensor,
// so every output element gets a different upstream weight) with central differences
//   dL/dv_i ≈ (L(v_i + h) - L(v_i - h)) / 2h
// at every index of every checked Var (a seeded random subset when one has more than
// max_per_input elements). Pass: |analytic - numeric| <= atol + rtol * max(|analytic|, |numeric|).
//
// Precision (decided once here, used by every [gradcheck] test):
//   double build (MAKEMORE_DOUBLE): h = 1e-5, rtol = 1e-6, atol = 1e-8. Truncation error is
//     ~h²·f'''/6 ≈ 1e-11 and rounding ~1e-16·|L|/h ≈ 1e-11·|L|; every case of the suite also
//     passes at rtol 1e-8 / atol 1e-10, so the bound keeps a 100x margin and a wrong derivative
//     term, factor or sign still fails by orders of magnitude. This is the precise check.
//   float build: h = 1e-2, rtol = 2e-2, atol = 2e-3. float32 rounding (~6e-8·|L|/h) and
//     truncation (~h²·f''') reach ~2e-3 relative on the deepest case (Linear-BatchNorm-Tanh-
//     Linear), so the bound keeps a 10x margin. It still catches structural mistakes (missing
//     term, factor 2, sign, B vs B-1 in BatchNorm's backward); only the last digits go
//     unchecked. The same cases run in both builds so a float-only failure is still seen.
// Leaves out: second derivatives, complex numbers.
#pragma once
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "autograd.hpp"
#include "fixtures.hpp"
#include "ops.hpp"

namespace mm::test {

struct GradcheckOptions {
  double h = kDoubleBuild ? 1e-5 : 1e-2;
  double rtol = kDoubleBuild ? 1e-6 : 2e-2;
  double atol = kDoubleBuild ? 1e-8 : 2e-3;
  std::size_t max_per_input = 256;  // above this, a random subset of this many indices
  std::uint32_t seed = 1234;        // R and the index subset
};

// Standard normals from raw mt19937 words via Box–Muller (std::normal_distribution differs
// between libstdc++ and libc++, mt19937 does not): the same numbers in native and wasm builds.
inline Tensor randn_t(const Shape& shape, std::uint32_t seed, double scale = 1.0, double shift = 0.0) {
  std::mt19937 eng(seed);
  auto u01 = [&] { return (static_cast<double>(eng() >> 8) + 0.5) / 16777216.0; };  // (0,1)
  Tensor t = xt::empty<Scalar>(shape);
  for (std::size_t i = 0; i < t.size(); ++i) {
    const double z = std::sqrt(-2.0 * std::log(u01())) * std::cos(6.283185307179586 * u01());
    t.data()[i] = static_cast<Scalar>(z * scale + shift);
  }
  return t;
}

// Like randn_t, but every element at least `gap` away from 0 (for kinks and poles at 0).
inline Tensor randn_away_from_zero(const Shape& shape, std::uint32_t seed, double gap) {
  Tensor t = randn_t(shape, seed);
  for (auto& v : t) v = v < 0 ? v - static_cast<Scalar>(gap) : v + static_cast<Scalar>(gap);
  return t;
}

// Σ R ⊙ out, accumulated in double.
inline double weighted_sum(const Tensor& out, const Tensor& r) {
  double s = 0;
  for (std::size_t i = 0; i < out.size(); ++i) s += static_cast<double>(out.data()[i]) * r.data()[i];
  return s;
}

// Indices of a tensor with n elements to check: all, or a seeded random subset.
inline std::vector<std::size_t> check_indices(std::size_t n, std::size_t max_n, std::uint32_t seed) {
  std::vector<std::size_t> idx(n);
  std::iota(idx.begin(), idx.end(), std::size_t(0));
  if (n <= max_n) return idx;
  std::mt19937 eng(seed);
  for (std::size_t i = 0; i < max_n; ++i) std::swap(idx[i], idx[i + eng() % (n - i)]);  // partial Fisher–Yates
  idx.resize(max_n);
  std::sort(idx.begin(), idx.end());
  return idx;
}

// f builds the output from the Vars in `wrt` (captured by the closure); each Var in wrt must be a
// leaf with requires_grad. Its data is perturbed in place and restored. Reports through Catch2:
// one CHECK per input, with the first mismatches in the message.
inline void gradcheck(const std::function<Var()>& f, const std::vector<Var>& wrt, const GradcheckOptions& opt = {}) {
  // analytic
  for (const auto& v : wrt) {
    REQUIRE(v->requires_grad);
    v->grad = Tensor();
  }
  Var out = f();
  REQUIRE(out->requires_grad);
  const Tensor r = randn_t(shape_of(out->data), opt.seed);
  backward(sum_all(mul(out, leaf(r))));
  std::vector<Tensor> analytic;
  for (const auto& v : wrt) analytic.push_back(v->has_grad() ? v->grad : Tensor(xt::zeros<Scalar>(v->data.shape())));
  out.reset();

  // numeric, recording no graph
  NoGradGuard no_grad;
  double largest_numeric = 0;
  for (std::size_t k = 0; k < wrt.size(); ++k) {
    Scalar* x = wrt[k]->data.data();
    std::size_t bad = 0, checked = 0;
    std::ostringstream first;
    for (std::size_t i : check_indices(wrt[k]->numel(), opt.max_per_input, opt.seed + 7 * k)) {
      const Scalar x0 = x[i];
      const Scalar xp = static_cast<Scalar>(x0 + opt.h), xm = static_cast<Scalar>(x0 - opt.h);
      x[i] = xp;
      const double lp = weighted_sum(f()->data, r);
      x[i] = xm;
      const double lm = weighted_sum(f()->data, r);
      x[i] = x0;
      // divide by the step actually taken (x ± h rounded to Scalar)
      const double num = (lp - lm) / (static_cast<double>(xp) - static_cast<double>(xm));
      const double ana = analytic[k].data()[i];
      largest_numeric = std::max(largest_numeric, std::abs(num));
      ++checked;
      if (!(std::abs(ana - num) <= opt.atol + opt.rtol * std::max(std::abs(ana), std::abs(num)))) {
        if (bad++ < 5) first << "  [" << i << "] analytic " << ana << " numeric " << num << "\n";
      }
    }
    INFO("input " << k << " (" << wrt[k]->numel() << " elements, " << checked << " checked), h " << opt.h << ", rtol " << opt.rtol
                  << ", atol " << opt.atol << "\n"
                  << first.str());
    CHECK(checked > 0);
    CHECK(bad == 0);
  }
  // A check where every numeric derivative is 0 would pass for any zero gradient: rule it out.
  CHECK(largest_numeric > 1e-3);
}

// ---------------------------------------------------------------- comparisons

// Elementwise |a - b| <= atol + rtol |b|, shapes equal; reports the worst element.
inline void require_close(const Tensor& a, const Tensor& b, double rtol, double atol, const std::string& what) {
  INFO(what << ": shape " << a.dimension() << "-d vs " << b.dimension() << "-d");
  REQUIRE(shape_of(a) == shape_of(b));
  double worst = 0;
  std::size_t worst_i = 0, bad = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const double x = a.data()[i], y = b.data()[i];
    const double excess = std::abs(x - y) - (atol + rtol * std::abs(y));
    if (!(excess <= 0)) ++bad;  // NaN counts as bad
    if (!(excess <= worst)) {
      worst = excess;
      worst_i = i;
    }
  }
  INFO(what << ": " << bad << " of " << a.size() << " elements off (rtol " << rtol << ", atol " << atol << "); worst [" << worst_i
            << "] got " << (a.size() ? a.data()[worst_i] : 0) << " want " << (b.size() ? b.data()[worst_i] : 0));
  CHECK(bad == 0);
}

// ---------------------------------------------------------------- layers

// Parameters of a layer, set to random values so gamma != 1 and beta != 0 are exercised.
inline void randomize(const std::vector<Var>& ps, std::uint32_t seed) {
  for (const auto& p : ps) p->data = randn_t(shape_of(p->data), seed++, 0.5, 1.0);
}

// x first, then the layer's parameters: the inputs a layer's gradcheck perturbs.
inline std::vector<Var> with(Var x, const std::vector<Var>& ps) {
  std::vector<Var> all{std::move(x)};
  all.insert(all.end(), ps.begin(), ps.end());
  return all;
}

// Forward ops_ref's <name>.x through `layer`, compare <name>.out; backward <name>.R, compare
// <name>.dx and, if the layer has affine parameters, <name>.dweight / <name>.dbias.
template <class Layer>
void check_layer(Layer& layer, const std::string& name, const Var& weight, const Var& bias) {
  const auto& fx = ops_fixture();
  Var x = param(fx.tensor(name + ".x"));
  Var y = layer.forward(x);
  require_close(y->data, fx.tensor(name + ".out"), kRefRtol, kRefAtol, name + ".out");
  backward(sum_all(mul(y, leaf(fx.tensor(name + ".R")))));
  require_close(x->grad, fx.tensor(name + ".dx"), kRefRtol, kRefAtol, name + ".dx");
  if (weight) require_close(weight->grad, fx.tensor(name + ".dweight"), kRefRtol, kRefAtol, name + ".dweight");
  if (bias) require_close(bias->grad, fx.tensor(name + ".dbias"), kRefRtol, kRefAtol, name + ".dbias");
}

}  // namespace mm::test
