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
#include "../model/mlp.hpp"
#include "../train/sampler.hpp"
#include "../train/trainer.hpp"
#include "command.hpp"

namespace mm::cli {

namespace {

constexpr int kExitDiverged = 3;

const char* kModelFlags = R"(model:
  --n-layer N       Linear layers, output included, 2..12 (default 6)
  --n-hidden N      hidden width, 1..1024 (default 100)
  --n-embd N        embedding width, 1..64 (default 10)
  --block-size N    context characters, 1..16 (default 3)
  --norm KIND       none | batch | layer (default batch): the norm after each hidden Linear
                    (batch also adds BatchNorm1d after the output Linear)
  --gain G          Kaiming gain of the hidden Linears, (0, 10] (default 5/3, for tanh)
  --bad-init F      multiplies the gain, (0, 10] (default 1; the lecture's bad init is 5)
  --no-fix-output   keep the output layer at full scale (the fix multiplies the last
                    BatchNorm's gamma, or without BatchNorm the output weight, by 0.1)
training:
  --lr LR           SGD learning rate, (0, 1e6] (default 0.1)
  --schedule S      constant | step (default constant; step: lr/10 for the last quarter)
  --batch N         minibatch rows, 1..65536 (default 32; at least 2 with BatchNorm)
  --steps N         SGD steps, 1..10000000
  --seed N          seeds the model's init and the minibatch generator (default 2147483647);
                    the train/dev/test split always uses the lecture's seed 2147483647
  --data FILE       names file, one name per line (default: public/names.txt in the
                    current directory)
)";

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
piped, only the every-N lines are printed.
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
  std::map<std::string, bool> s{{"n-layer", true}, {"n-hidden", true}, {"n-embd", true},    {"block-size", true},
                                {"norm", true},    {"gain", true},     {"bad-init", true},  {"no-fix-output", false},
                                {"lr", true},      {"schedule", true}, {"batch", true},     {"steps", true},
                                {"seed", true},    {"data", true},     {"help", false}};
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

Options parse(const Flags& f, bool sample_cmd) {
  Options o;
  ModelConfig& m = o.model;
  m.n_layer = static_cast<int>(f.integer("n-layer", m.n_layer, 2, 12));
  m.n_hidden = static_cast<int>(f.integer("n-hidden", m.n_hidden, 1, 1024));
  m.n_embd = static_cast<int>(f.integer("n-embd", m.n_embd, 1, 64));
  m.block_size = static_cast<int>(f.integer("block-size", m.block_size, 1, 16));
  m.norm = parse_norm(f.choice("norm", "batch", {"none", "batch", "layer"}));
  m.gain = f.real("gain", m.gain, 0, 10, /*lo_open=*/true);
  m.bad_init = f.real("bad-init", m.bad_init, 0, 10, /*lo_open=*/true);
  m.fix_output = !f.has("no-fix-output");
  m.seed = static_cast<std::uint64_t>(f.integer("seed", 2147483647, 0, 9007199254740991LL));
  TrainConfig& t = o.train;
  t.lr = f.real("lr", t.lr, 0, 1e6, /*lo_open=*/true);
  t.schedule = f.choice("schedule", "constant", {"constant", "step"}) == "step" ? Schedule::StepDecay : Schedule::Constant;
  t.batch_size = static_cast<int>(f.integer("batch", t.batch_size, 1, 65536));
  t.steps = static_cast<long>(f.integer("steps", sample_cmd ? 2000 : 20000, 1, 10000000));
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
                   r.divergence.c_str());
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

void prepare_model_config(Options& o, const Split& split) {
  o.model.vocab_size = split.vocab.size();
  try {
    o.model.validate();
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

int run_train(const std::vector<std::string>& args) {
  const Flags flags(normalise(args), flag_spec(false));
  if (flags.has("help")) {
    std::printf("%s%s%s", kTrainUsage, kModelFlags, kTrainExtra);
    return 0;
  }
  Options o = parse(flags, false);
  const Split split = load_split(o);
  prepare_model_config(o, split);
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
    std::printf("%s  -n N              names to print, 0..1000 (default 20)\n%s%s", kSampleUsage, kModelFlags, kSampleExtra);
    return 0;
  }
  Options o = parse(flags, true);
  o.eval_every = 0;
  const Split split = load_split(o);
  prepare_model_config(o, split);
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
