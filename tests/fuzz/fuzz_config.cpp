// fuzz_config.cpp — libFuzzer target for the hyperparameter checks: ModelConfig/TrainConfig
// validation and the memory budget over arbitrary values decoded from the bytes (boundary values,
// raw ints, doubles with NaN/inf/subnormals, 64-bit seeds, out-of-range enum values). Promises
// checked: only std::invalid_argument escapes, its message names a parameter (and a range
// refusal's "name" is a row of the table); the estimate never overflows and agrees with
// check_fits_budget; a small valid model takes one training step that ends finite or in a
// divergence report, never NaN. Leaves out: the CLI's flag parsing.
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>

#include "data/dataset.hpp"
#include "limits.hpp"
#include "model/mlp.hpp"
#include "refusal.hpp"
#include "train/memory.hpp"
#include "train/trainer.hpp"

namespace {

namespace lim = mm::limits;
namespace mem = mm::memory;

void require(bool ok) {
  if (!ok) __builtin_trap();
}

// An int: often a range's boundary (or one past it), otherwise any 32-bit value.
int pick_int(FuzzedDataProvider& p, const lim::IntRange& r) {
  const long long near[] = {r.lo - 1, r.lo, r.lo + 1, r.hi - 1, r.hi, r.hi + 1, 0, -1};
  switch (p.ConsumeIntegralInRange(0, 2)) {
    case 0: {
      const long long v = near[p.ConsumeIntegralInRange<std::size_t>(0, 7)];
      return static_cast<int>(std::clamp<long long>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
    }
    case 1: return p.ConsumeIntegralInRange<int>(static_cast<int>(r.lo), static_cast<int>(std::min<long long>(r.hi, 64)));
    default: return p.ConsumeIntegral<int>();
  }
}

// A double: a boundary, a special value, a value inside the range, or any 64-bit pattern.
double pick_real(FuzzedDataProvider& p, const lim::RealRange& r) {
  const double inf = std::numeric_limits<double>::infinity();
  const double special[] = {r.lo,
                            std::nextafter(r.lo, inf),
                            r.hi,
                            std::nextafter(r.hi, inf),
                            std::nan(""),
                            inf,
                            -inf,
                            -0.0,
                            std::numeric_limits<double>::denorm_min(),
                            std::numeric_limits<double>::max()};
  switch (p.ConsumeIntegralInRange(0, 2)) {
    case 0: return special[p.ConsumeIntegralInRange<std::size_t>(0, 9)];
    case 1: return p.ConsumeFloatingPointInRange(r.lo, r.hi);
    default: {
      const std::uint64_t bits = p.ConsumeIntegral<std::uint64_t>();
      double v;
      static_assert(sizeof v == sizeof bits, "IEEE double");
      __builtin_memcpy(&v, &bits, sizeof v);
      return v;
    }
  }
}

std::uint64_t pick_seed(FuzzedDataProvider& p) {
  return p.ConsumeBool() ? p.ConsumeIntegral<std::uint32_t>() : p.ConsumeIntegral<std::uint64_t>();
}

bool is_row(const std::string& name) {
  for (const auto& r : lim::kIntRanges)
    if (name == r.name) return true;
  for (const auto& r : lim::kRealRanges)
    if (name == r.name) return true;
  return false;
}

bool names_a_parameter(const std::string& msg) {
  for (const auto& r : lim::kIntRanges)
    if (msg.rfind(std::string(r.name) + " must be ", 0) == 0) return true;
  for (const auto& r : lim::kRealRanges)
    if (msg.rfind(std::string(r.name) + " must be ", 0) == 0) return true;
  return msg.rfind("norm must be ", 0) == 0 || msg.rfind("schedule must be ", 0) == 0 ||
         msg.rfind("batch_size must be at least 2", 0) == 0 || msg.rfind("this model would need about ", 0) == 0;
}

// A tiny names list split for each block_size (the model's T must match the data's).
const mm::Split& tiny_split(int block_size) {
  static std::map<int, std::unique_ptr<mm::Split>> cache;
  auto& s = cache[block_size];
  if (!s) {
    const std::vector<std::string> words = {"emma",   "olivia", "ava",     "isabella", "sophia", "charlotte", "mia", "amelia",
                                            "harper", "evelyn", "abigail", "emily",    "zoe",    "quinn",     "jax", "wyatt"};
    s = std::make_unique<mm::Split>(mm::split_data(words, block_size));
  }
  return *s;
}

// One SGD step of a small valid model: finite loss or a divergence report, nothing else.
void train_one_step(mm::ModelConfig m, const mm::TrainConfig& t) {
  const mm::Split& data = tiny_split(m.block_size);
  m.vocab_size = data.vocab.size();
  mm::MLP model(m);
  try {
    mm::Trainer trainer(model, data, t);
    const mm::StepReport r = trainer.step();
    require(r.diverged ? r.divergence.step == r.step && !mm::describe(r.divergence).empty() : std::isfinite(r.loss));
    if (!r.diverged) require(std::isfinite(trainer.evaluate(data.dev)));
  } catch (const mm::Refusal& e) {  // batch 1 with BatchNorm: the Trainer's own rule
    require(e.code() == "bn_batch" && std::string(e.what()).rfind("batch_size must be at least 2", 0) == 0);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider p(data, size);
  mm::ModelConfig m;
  m.vocab_size = pick_int(p, lim::kVocabSize);
  m.block_size = pick_int(p, lim::kBlockSize);
  m.n_embd = pick_int(p, lim::kNEmbd);
  m.n_hidden = pick_int(p, lim::kNHidden);
  m.n_layer = pick_int(p, lim::kNLayer);
  m.norm = static_cast<mm::Norm>(p.ConsumeIntegralInRange(-1, 3));  // a scoped enum: any int is representable
  m.gain = pick_real(p, lim::kGain);
  m.bad_init = pick_real(p, lim::kBadInit);
  m.bn_momentum = pick_real(p, lim::kBnMomentum);
  m.fix_output = p.ConsumeBool();
  m.seed = pick_seed(p);
  mm::TrainConfig t;
  t.lr = pick_real(p, lim::kLr);
  t.batch_size = pick_int(p, lim::kBatchSize);
  t.steps = p.ConsumeBool() ? p.ConsumeIntegral<long>() : pick_int(p, lim::kSteps);
  t.seed = pick_seed(p);
  t.schedule = static_cast<mm::Schedule>(p.ConsumeIntegralInRange(-1, 2));
  t.track_update_ratio = p.ConsumeBool();
  const std::size_t rows = p.ConsumeBool() ? p.ConsumeIntegral<std::size_t>() : p.ConsumeIntegralInRange<std::size_t>(1, 300000);

  bool valid = true;
  try {
    m.validate();
    t.validate();
  } catch (const std::invalid_argument& e) {
    require(names_a_parameter(e.what()));
    valid = false;
  }
  // A refusal of a field the core checks carries code "range" naming that field.
  try {
    m.validate();
    t.validate();
  } catch (const mm::Refusal& e) {
    require(e.code() == "range" && is_row(e.param("name")));
  } catch (const std::invalid_argument&) {  // an enum value outside its type: not a user's setting
  }
  // The estimate takes any values without overflow or UB, and agrees with the budget check.
  const std::size_t bytes = mem::estimate_training_bytes(m, t, rows);
  bool fits = true;
  try {
    mem::check_fits_budget(m, t, rows);
  } catch (const std::invalid_argument& e) {
    require(names_a_parameter(e.what()));
    fits = false;
  }
  if (valid) require(fits == (bytes <= mem::kBudgetBytes));
  if (valid) require(mem::eval_chunk_rows(m) >= 64 && mem::eval_chunk_rows(m) <= mem::kEvalChunkRows);

  // Small valid models also train a step (kept small so an iteration stays well under a millisecond).
  const bool small = m.n_hidden <= 64 && m.n_layer <= 4 && m.n_embd <= 16 && t.batch_size <= 64;
  if (valid && fits && small) train_one_step(m, t);
  return 0;
}
