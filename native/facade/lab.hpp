// facade/lab.hpp — one names list, split the lecture's way (block_size 3, shuffle seed 2147483647:
// recipe.hpp), shared by every section and playground the page computes. Built once per names
// file; the split is held by shared_ptr so a Scenario or a Playground made from a Lab may outlive it.
// Leaves out: block sizes other than the lecture's (every figure of the lesson uses 3).
#pragma once
#include <memory>
#include <string>

#include "data/dataset.hpp"
#include "facade/basics.hpp"

namespace mm::lesson {
class GainStack;
}

namespace mm::facade {

constexpr int kMinNames = 10;  // the 80/10/10 split leaves dev and test a name each

class Lab {
 public:
  // Throws DataError with the loader's code and message, or names.too_few_names when there are
  // fewer than kMinNames names.
  explicit Lab(const std::string& names_text);
  const NamesInfo& info() const { return info_; }
  std::shared_ptr<const Split> split() const { return split_; }
  int train_rows() const { return static_cast<int>(split_->train.rows()); }
  int dev_rows() const { return static_cast<int>(split_->dev.rows()); }
  // The Kaiming gain preview's stack between a drag's moves (lesson/preview.hpp): a cache of this
  // Lab's, made on first use; what it returns is what a freshly drawn stack gives.
  lesson::GainStack& gain_stack() const;

 private:
  NamesInfo info_;
  std::shared_ptr<const Split> split_;
  mutable std::shared_ptr<lesson::GainStack> gain_stack_;
};

}  // namespace mm::facade
