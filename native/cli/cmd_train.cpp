// cli/cmd_train.cpp — `makemore-lab train` and `makemore-lab sample`: build the lecture's MLP from
// flags, train it on a names file with the lecture's split, report progress, the final
// train/dev loss and sampled names. A diverging run prints where it broke and exits with 3.
// Leaves out: checkpoints (sample trains its own model first), the test split, other optimisers.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "../data/dataset.hpp"
#include "../generator.hpp"
#include "../limits.hpp"
#include "../model/mlp.hpp"
#include "../recipe.hpp"
#include "../train/sampler.hpp"
#include "../train/trainer.hpp"
#include "command.hpp"

namespace mm::cli {

namespace {

constexpr int kExitDiverged = 3;

// The --help lines of the shared flags; every range comes from limits.hpp.
std::string model_flags_help() {
  using namespace limits;
  auto ints = [](const IntRange& r) { return std::to_string(r.lo) + ".." + std::to_string(r.hi); };
  auto reals = [](const RealRange& r) {
    char b[64];
    std::snprintf(b, sizeof b, "%s%g, %g]", r.lo_open ? "(" : "[", r.lo, r.hi);
    return std::string(b);
  };
  return "model:\n"
         "  --n-layer N       Linear layers, output included, " +
         ints(kNLayer) +
         " (default 6)\n"
         "  --n-hidden N      hidden width, " +
         ints(kNHidden) +
         " (default 100)\n"
         "  --n-embd N        embedding width, " +
         ints(kNEmbd) +
         " (default 10)\n"
         "  --block-size N    context characters, " +
         ints(kBlockSize) +
         " (default 3)\n"
         "  --norm KIND       none | batch | layer (default batch): the norm after each hidden Linear\n"
         "                    (batch also adds BatchNorm1d after the output Linear)\n"
         "  --gain G          Kaiming gain of the hidden Linears, " +
         reals(kGain) +
         " (default 5/3, for tanh)\n"
         "  --bad-init F      multiplies the gain, " +
         reals(kBadInit) +
         " (default 1; the lecture's bad init is 5)\n"
         "  --no-fix-output   keep the output layer at full scale (the fix multiplies the last\n"
         "                    BatchNorm's gamma, or without BatchNorm the output weight, by 0.1)\n"
         "training:\n"
         "  --lr LR           SGD learning rate, " +
         reals(kLr) +
         " (default 0.1)\n"
         "  --schedule S      constant | step (default constant; step: lr/10 for the last quarter)\n"
         "  --batch N         minibatch rows, " +
         ints(kBatchSize) +
         " (default 32; at least 2 with BatchNorm)\n"
         "  --steps N         SGD steps, " +
         ints(kSteps) +
         "\n"
         "  --seed N          " +
         ints(kSeedRange) +
         ": seeds the model's init and the minibatch generator\n"
         "                    (default 2147483647); the train/dev/test split always uses the lecture's\n"
         "                    seed 2147483647\n"
         "  --data FILE       names file, one name per line (default: public/names.txt in the\n"
         "                    current directory)\n"
         "A model that would not fit the browser's memory budget is refused (exit 2).\n";
}

const char* kTrainUsage = R"(usage: makemore-lab train [flags]

Trains the lecture's MLP (embedding, hidden Linear -> norm -> tanh blocks, output Linear) with
minibatch SGD on the 80% training split and prints progress, the train and dev loss (eval mode,
running statistics) and names sampled from the trained model.

)";

const char* kTrainExtra = R"(output:
  --eval-every N    every N steps print a line with the mean minibatch loss and the dev loss,
                    0..steps (default steps/10; 0: only the end)
  --sample N        names to sample at the end, 0..1000 (default 10)
Steps default to 20000. On a terminal a progress line (step, loss, steps/s) is redrawn in place;
piped, only the every-N lines are printed. A run that goes wrong without diverging (loss above
ln V after 300 steps, loss far above its best, a saturated tanh layer, a parameter without
updates) prints a "warning:" line once per kind and carries on.
exit status: 0 done, 2 bad flag or value, 3 training diverged (the message names the step and
the first layer whose values became non-finite), 1 unreadable or invalid data file.
)";

const char* kSampleUsage = R"(usage: makemore-lab sample [-n N] [flags]

Prints N names (default 20, 0..1000) sampled from the lecture's MLP, makemore's way: start from
'.' x block_size, draw each next character from the softmax, stop at '.'. There are no saved
models: it first trains one with the flags below for --steps steps (default 2000, a few seconds;
progress goes to stderr), then samples in eval mode with a generator seeded --seed + 10.

)";

const char* kSampleExtra = R"(exit status: 0 done, 2 bad flag or value, 3 training diverged, 1 unreadable data file.
)";

struct Options {
  ModelConfig model;
  TrainConfig train;
  std::string data = "public/names.txt";
  long eval_every = 0;
  int samples = 0;
};

std::map<std::string, bool> flag_spec(bool sample_cmd) {
  std::map<std::string, bool> s{{"n-layer", true}, {"n-hidden", true}, {"n-embd", true},         {"block-size", true}, {"norm", true},
                                {"gain", true},    {"bad-init", true}, {"no-fix-output", false}, {"lr", true},         {"schedule", true},
                                {"batch", true},   {"steps", true},    {"seed", true},           {"data", true},       {"help", false}};
  if (sample_cmd) {
    s["n"] = true;
  } else {
    s["eval-every"] = true;
    s["sample"] = true;
  }
  return s;
}

// `-n 20` and `-h` are spelled with one dash; the shared parser wants two.
std::vector<std::string> normalise(std::vector<std::string> args) {
  for (auto& a : args) {
    if (a == "-n" || a.rfind("-n=", 0) == 0) a = "-" + a;
    if (a == "-h") a = "--help";
  }
  return args;
}

long long int_flag(const Flags& f, const char* flag, long long fallback, const limits::IntRange& r) {
  return f.integer(flag, fallback, r.lo, r.hi);
}
double real_flag(const Flags& f, const char* flag, double fallback, const limits::RealRange& r) {
  return f.real(flag, fallback, r.lo, r.hi, r.lo_open);
}

Options parse(const Flags& f, bool sample_cmd) {
  using namespace limits;
  Options o;
  ModelConfig& m = o.model;
  m.n_layer = static_cast<int>(int_flag(f, "n-layer", m.n_layer, kNLayer));
  m.n_hidden = static_cast<int>(int_flag(f, "n-hidden", m.n_hidden, kNHidden));
  m.n_embd = static_cast<int>(int_flag(f, "n-embd", m.n_embd, kNEmbd));
  m.block_size = static_cast<int>(int_flag(f, "block-size", m.block_size, kBlockSize));
  m.norm = parse_norm(f.choice("norm", "batch", {"none", "batch", "layer"}));
  m.gain = real_flag(f, "gain", m.gain, kGain);
  m.bad_init = real_flag(f, "bad-init", m.bad_init, kBadInit);
  m.fix_output = !f.has("no-fix-output");
  m.seed = static_cast<std::uint64_t>(int_flag(f, "seed", static_cast<long long>(recipe::kLectureSeed), kSeedRange));
  TrainConfig& t = o.train;
  t.lr = real_flag(f, "lr", t.lr, kLr);
  t.schedule = f.choice("schedule", "constant", {"constant", "step"}) == "step" ? Schedule::StepDecay : Schedule::Constant;
  t.batch_size = static_cast<int>(int_flag(f, "batch", t.batch_size, kBatchSize));
  t.steps = static_cast<long>(int_flag(f, "steps", sample_cmd ? 2000 : 20000, kSteps));
  t.seed = m.seed;
  if (m.norm == Norm::Batch && t.batch_size < 2) throw UsageError("--batch must be at least 2 with --norm batch, got 1");
  o.data = f.str("data", o.data);
  if (o.data.empty()) throw UsageError("--data needs a file name");
  if (sample_cmd) {
    o.samples = static_cast<int>(f.integer("n", 20, 0, 1000));
  } else {
    o.eval_every = static_cast<long>(f.integer("eval-every", std::max(1L, t.steps / 10), 0, t.steps));
    o.samples = static_cast<int>(f.integer("sample", 10, 0, 1000));
  }
  return o;
}

// Progress on `out`: a line redrawn in place on a terminal (at most ~10 times a second), and
// a plain line every `every` steps either way.
class Progress {
 public:
  Progress(std::FILE* out, long total, long every)
      : out_(out), tty_(isatty(fileno(out)) != 0), total_(total), every_(every), start_(Clock::now()), last_draw_(start_) {}

  void step(const StepReport& r, Trainer& t, const Dataset& dev) {
    for (const Warning& w : r.warnings) draw(("warning: " + describe(w)).c_str(), true);
    window_sum_ += r.loss;
    ++window_n_;
    const auto now = Clock::now();
    char buf[160];
    if (tty_ && (now - last_draw_ > std::chrono::milliseconds(100) || r.step == total_)) {
      std::snprintf(buf, sizeof buf, "step %ld/%ld  loss %.4f  %.0f steps/s", r.step, total_, r.loss, rate(r.step));
      draw(buf, false);
      last_draw_ = now;
    }
    if (every_ > 0 && r.step % every_ == 0) {
      char dev_loss[32] = "n/a";  // a tiny file can leave the dev split empty
      if (dev.rows() > 0) std::snprintf(dev_loss, sizeof dev_loss, "%.4f", t.evaluate(dev));
      std::snprintf(buf, sizeof buf, "step %ld/%ld  loss %.4f (mean of the last %ld)  dev %s  %.0f steps/s", r.step, total_,
                    window_sum_ / window_n_, window_n_, dev_loss, rate(r.step));
      draw(buf, true);
      window_sum_ = 0;
      window_n_ = 0;
    }
  }
  void finish() {  // clear the in-place line
    if (tty_ && drawn_ > 0) {
      draw("", false);
      std::fprintf(out_, "\r");
    }
  }

 private:
  using Clock = std::chrono::steady_clock;
  // On a terminal: back to the line's start and overwrite what the last redraw left there.
  void draw(const char* text, bool newline) {
    const int n = static_cast<int>(std::strlen(text));
    if (tty_)
      std::fprintf(out_, "\r%-*s", std::max(n, drawn_), text);  // spaces cover a longer previous line
    else
      std::fprintf(out_, "%s", text);
    if (newline) std::fprintf(out_, "\n");
    drawn_ = newline ? 0 : n;
    std::fflush(out_);
  }
  double rate(long steps) const {
    const double s = std::chrono::duration<double>(Clock::now() - start_).count();
    return s > 0 ? steps / s : 0;
  }
  std::FILE* out_;
  bool tty_;
  long total_, every_;
  Clock::time_point start_, last_draw_;
  double window_sum_ = 0;
  long window_n_ = 0;
  int drawn_ = 0;  // characters of the in-place line now on screen
};

// Trains; returns false (after printing the report) if the run diverged.
bool run_training(MLP& model, const Split& split, const Options& o, std::FILE* progress_out) {
  Trainer trainer(model, split, o.train);
  Progress progress(progress_out, o.train.steps, o.eval_every);
  for (long s = 0; s < o.train.steps; ++s) {
    const StepReport r = trainer.step();
    if (r.diverged) {
      progress.finish();
      std::fprintf(stderr, "training diverged at %s\n(try a smaller --lr, --norm batch or a smaller --bad-init)\n",
                   describe(r.divergence).c_str());
      return false;
    }
    progress.step(r, trainer, split.dev);
  }
  progress.finish();
  return true;
}

Split load_split(const Options& o) {
  return split_data(load_names(o.data), o.model.block_size);  // the lecture's split seed
}

// The vocabulary comes from the file; the flags' combination (e.g. a model too large for the
// memory budget) is checked here, so a bad combination is a usage error (exit 2).
void prepare(Options& o, const Split& split) {
  if (split.train.rows() == 0)
    throw DataError("too_few_names", {{"count", std::to_string(split.words.size())}, {"min", "2"}},
                    "the names file has too few names for a training split (" + std::to_string(split.words.size()) + " names)");
  o.model.vocab_size = split.vocab.size();
  try {
    o.model.validate();
    Trainer::check(o.model, split, o.train);  // the ranges, BatchNorm's batch, the memory budget
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

int run_train(const std::vector<std::string>& args) {
  const Flags flags(normalise(args), flag_spec(false));
  if (flags.has("help")) {
    std::printf("%s%s%s", kTrainUsage, model_flags_help().c_str(), kTrainExtra);
    return 0;
  }
  Options o = parse(flags, false);
  const Split split = load_split(o);
  prepare(o, split);
  MLP model(o.model);
  std::size_t n_params = 0;
  for (const auto& p : model.parameters()) n_params += p->data.size();
  std::printf("model: %d Linear layers, n_hidden %d, n_embd %d, block_size %d, norm %s, %zu parameters\n", o.model.n_layer,
              o.model.n_hidden, o.model.n_embd, o.model.block_size, norm_name(o.model.norm), n_params);
  std::printf("data: %s, %zu words, %zu training rows, %zu dev rows\n", o.data.c_str(), split.words.size(), split.train.rows(),
              split.dev.rows());
  std::fflush(stdout);
  if (!run_training(model, split, o, stdout)) return kExitDiverged;
  Trainer eval_only(model, split, o.train);
  std::printf("train loss %.4f\n", eval_only.evaluate(split.train));
  if (split.dev.rows() > 0)
    std::printf("dev loss   %.4f\n", eval_only.evaluate(split.dev));
  else
    std::printf("dev loss   n/a (the dev split is empty: the file has too few names)\n");
  if (o.samples > 0) {
    Generator g(o.model.seed + 10);
    std::printf("samples:\n");
    for (const auto& name : sample_names(model, split.vocab, o.samples, g)) std::printf("  %s\n", name.c_str());
  }
  return 0;
}

int run_sample(const std::vector<std::string>& args) {
  const Flags flags(normalise(args), flag_spec(true));
  if (flags.has("help")) {
    std::printf("%s  -n N              names to print, 0..1000 (default 20)\n%s%s", kSampleUsage, model_flags_help().c_str(), kSampleExtra);
    return 0;
  }
  Options o = parse(flags, true);
  o.eval_every = 0;
  const Split split = load_split(o);
  prepare(o, split);
  MLP model(o.model);
  std::fprintf(stderr, "training %ld steps first (no saved models)...\n", o.train.steps);
  if (!run_training(model, split, o, stderr)) return kExitDiverged;
  Generator g(o.model.seed + 10);
  for (const auto& name : sample_names(model, split.vocab, o.samples, g)) std::printf("%s\n", name.c_str());
  return 0;
}

const RegisterCommand reg_train{{"train", "train the lecture's MLP and print its loss and samples", run_train}};
const RegisterCommand reg_sample{{"sample", "train briefly, then print sampled names", run_sample}};

}  // namespace

}  // namespace mm::cli
