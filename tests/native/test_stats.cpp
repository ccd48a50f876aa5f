// test_stats.cpp — stats.hpp, the one module of statistics: histograms (edges, the closed last
// bin, values left out), mean and both standard deviations against hand computations, the median
// of odd and even counts, the bucket means of a streamed curve, norms and largest differences, the saturated share compared in the
// values' own precision, and the Tensor and std::vector overloads giving the same bits.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <vector>

#include "generator.hpp"
#include "stats.hpp"
#include "tensor.hpp"

namespace st = mm::stats;

TEST_CASE("make_histogram: edges, the closed last bin, values left out", "[stats]") {
  mm::Tensor v = {-1.0f, -0.5f, 0.0f, 0.99f, 1.0f, 2.0f, std::nanf("")};
  const auto h = mm::stats::make_histogram(v, 4, -1, 1);
  CHECK(h.edges == std::vector<double>{-1, -0.5, 0, 0.5, 1});
  CHECK(h.counts == std::vector<double>{1, 1, 1, 2});  // 1.0 lands in the last bin; 2 and NaN are left out
  const auto a = mm::stats::make_histogram(mm::Tensor{-3.0f, 1.0f}, 2);
  CHECK(a.edges == std::vector<double>{-3, 0, 3});
  CHECK(a.counts == std::vector<double>{1, 1});
  CHECK_THROWS_WITH(mm::stats::make_histogram(v, 0), Catch::Contains("bins must be from 1 to 1000"));
}

TEST_CASE("mean, unbiased and biased std: hand values, too few values give NaN", "[stats]") {
  const std::vector<double> v = {2, 8, -4, 6};  // mean 3, squared deviations 1 25 49 9 = 84
  CHECK(st::mean(v) == 3);
  CHECK(st::std_unbiased(v) == Approx(std::sqrt(84.0 / 3)).epsilon(1e-15));
  CHECK(st::std_biased(v) == Approx(std::sqrt(21.0)).epsilon(1e-15));  // the 003 text's population std
  CHECK(std::isnan(st::mean(std::vector<double>{})));
  CHECK(std::isnan(st::std_unbiased(std::vector<double>{1.0})));
  CHECK(st::std_biased(std::vector<double>{1.0}) == 0);
  CHECK(std::isnan(st::std_biased(std::vector<double>{})));
}

TEST_CASE("the Tensor and vector overloads give the same bits, accumulated in double", "[stats]") {
  mm::Tensor t = {0.1f, 0.7f, -0.3f, 1e-3f, 12.5f};
  const std::vector<double> v(t.begin(), t.end());
  CHECK(st::mean(t) == st::mean(v));
  CHECK(st::std_unbiased(t) == st::std_unbiased(v));
  CHECK(st::std_biased(t) == st::std_biased(v));
  double sum = 0;  // the same order, in double
  for (double x : v) sum += x;
  CHECK(st::mean(t) == sum / 5);
}

TEST_CASE("median: the middle value, the mean of the two middles, NaN for none", "[stats]") {
  CHECK(st::median({3, -1, 2}) == 2);
  CHECK(st::median({-4, -2, 10, 0}) == -1);
  CHECK(st::median({5}) == 5);
  CHECK(std::isnan(st::median({})));
}

TEST_CASE("min_max: the smallest and the largest value, NaN for none", "[stats]") {
  const auto m = st::min_max({3, -1, 2, 7, 0});
  CHECK(m.min == -1);
  CHECK(m.max == 7);
  CHECK(st::min_max({5}).min == 5);
  CHECK(std::isnan(st::min_max({}).min));
  CHECK(std::isnan(st::min_max({}).max));
}

TEST_CASE("bucket_means: whole runs while streaming, the short last one on flush, from any start", "[stats]") {
  const std::vector<double> v = {1, 2, 3, 4, 5, 6, 7};
  CHECK(st::bucket_means(v, 0, 3, false) == std::vector<double>{2, 5});
  CHECK(st::bucket_means(v, 0, 3, true) == std::vector<double>{2, 5, 7});
  CHECK(st::bucket_means(v, 2, 2, false) == std::vector<double>{3.5, 5.5});
  CHECK(st::bucket_means(v, 2, 2, true) == std::vector<double>{3.5, 5.5, 7});
  CHECK(st::bucket_means(v, 7, 2, true).empty());
  CHECK(st::bucket_means(v, 0, 1, false) == v);
  const std::vector<double> w = {0.1, 0.7, 1e-3};  // summed in index order, in double, then divided
  CHECK(st::bucket_means(w, 0, 3, false)[0] == (0.1 + 0.7 + 1e-3) / 3);
  CHECK_THROWS_WITH(st::bucket_means(v, 0, 0, false), Catch::Contains("bucket must be at least 1"));
}

TEST_CASE("l2_norm, max_abs, max_abs_diff", "[stats]") {
  const mm::Tensor a = {3.0f, -4.0f}, b = {2.5f, -1.0f};
  CHECK(st::l2_norm(a) == 5);
  CHECK(st::max_abs(a) == 4);
  CHECK(st::max_abs_diff(a, b) == 3);
  CHECK(st::max_abs(mm::Tensor(mm::Tensor::shape_type{0})) == 0);
}

TEST_CASE("saturated_fraction compares |x| with the threshold in the values' precision", "[stats]") {
  const auto t97 = static_cast<mm::Scalar>(0.97);
  const mm::Tensor h = {0.5f, -0.99f, 1.0f, 0.0f};
  CHECK(st::saturated_fraction(h, 0.97) == 0.5);
  // a value equal to the threshold rounded to the values' precision is not above it
  const mm::Tensor edge = {t97, -t97};
  CHECK(st::saturated_fraction(edge, 0.97) == 0);
  CHECK(std::isnan(st::saturated_fraction(mm::Tensor(mm::Tensor::shape_type{0}), 0.97)));
}

TEST_CASE("std_unbiased_pair: both stds at once, equal to std_unbiased within rounding", "[stats]") {
  mm::PyRandom g(7);
  for (std::size_t n : {2, 3, 4, 5, 7, 8, 9, 1000, 4099}) {
    mm::Tensor a = mm::empty_tensor({n}), b = mm::empty_tensor({n});
    for (std::size_t i = 0; i < n; ++i) {
      a.data()[i] = static_cast<mm::Scalar>(0.3 + 2.0 * g.random());  // an offset mean: the centring matters
      b.data()[i] = static_cast<mm::Scalar>(1e-3 * (g.random() - 0.5));
    }
    const st::StdPair p = st::std_unbiased_pair(a, b);
    CHECK(p.a == Approx(st::std_unbiased(a)).epsilon(1e-5));
    CHECK(p.b == Approx(st::std_unbiased(b)).epsilon(1e-5));
  }
  const mm::Tensor one = {1.0f};
  CHECK(std::isnan(st::std_unbiased_pair(one, one).a));
  CHECK(std::isnan(st::std_unbiased_pair(one, one).b));
  const mm::Tensor two = {1.0f, 2.0f};
  CHECK_THROWS_AS(st::std_unbiased_pair(two, one), std::invalid_argument);
}
