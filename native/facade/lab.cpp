// facade/lab.cpp — parse a names file once, keep its split for every section.
#include "facade/lab.hpp"

#include "data/vocab.hpp"
#include "lesson/preview.hpp"
#include "recipe.hpp"

namespace mm::facade {

Lab::Lab(const std::string& names_text) {
  const std::vector<std::string> words = parse_names(names_text);
  const auto n = static_cast<int>(words.size());
  if (n < kMinNames)
    throw DataError(
        "too_few_names", {{"count", std::to_string(n)}, {"min", std::to_string(kMinNames)}},
        "the file has " + std::to_string(n) + " names; the 80/10/10 train/dev/test split needs at least " + std::to_string(kMinNames));
  split_ = std::make_shared<const Split>(split_data(words, recipe::kBlockSize, recipe::kLectureSeed));
  info_ = describe_names(words, split_->vocab);
}

lesson::GainStack& Lab::gain_stack() const {
  if (!gain_stack_) gain_stack_ = std::make_shared<lesson::GainStack>();
  return *gain_stack_;
}

}  // namespace mm::facade
