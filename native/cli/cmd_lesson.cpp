// cli/cmd_lesson.cpp — `makemore-lab lesson`: computes every lesson figure on a names list and
// prints one table `figure | the lecture's value | ours`, or one JSON object with --json. The
// lecture's column quotes the texts' printed numbers (lesson/lecture_values.hpp); ours is computed.
// Leaves out: per-figure knobs (the page has them), charts.
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "../data/vocab.hpp"
#include "../lesson/lecture_values.hpp"
#include "../lesson/report.hpp"
#include "command.hpp"
#include "json.hpp"

namespace mm::cli {

namespace {

namespace lec = mm::lesson::lecture;

const char* kHelp = R"(usage: makemore-lab lesson [--data FILE] [--steps N] [--json] [--quiet]

Computes every figure of the lesson (004: starting loss, saturation, dead neurons, Kaiming,
BatchNorm, running statistics, spurious bias, the four training scenarios, update:data, linear
collapse; 000: residual connections, post-norm, LayerNorm) with the lecture's recipe (seed
2147483647, float32, n_embd 10, block_size 3) and prints a table: figure | the lecture's value |
ours. The lecture's values are the numbers its text prints (PyTorch on the lecture's own names
list); ours are computed now, so on another list they land close to, not on, the text's.

flags:
  --data FILE   names list, one per line (default: public/names.txt, looked up in the current
                directory, then in the executable's directory, each with up to 5 parent
                directories: running from the repository or from build/<preset>/ finds it)
  --steps N     length of each of the four 5.13 training scenarios, 1..1000000 (default 20000,
                the lecture's; 4 x 20000 steps take minutes, --steps 2000 gives a quick look)
  --json        print one JSON object instead of the table
  --quiet       no progress lines on stderr while the scenarios train
)";

std::string find_names_file() {
  namespace fs = std::filesystem;
  std::error_code ec;
  std::vector<fs::path> starts{fs::current_path(ec)};
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) starts.push_back(exe.parent_path());
  for (fs::path dir : starts) {
    for (int up = 0; up <= 5 && !dir.empty(); ++up, dir = dir.parent_path()) {
      const fs::path p = dir / "public" / "names.txt";
      if (fs::is_regular_file(p, ec)) return p.string();
      if (dir == dir.parent_path()) break;
    }
  }
  throw UsageError("no names file found: pass --data FILE (looked for public/names.txt in the current directory, "
                   "the executable's directory and their parents)");
}

std::string num(double v, int decimals) {
  if (!std::isfinite(v)) return "n/a";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

std::string sci(double v) {
  if (!std::isfinite(v)) return "n/a";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2e", v);
  return buf;
}

std::string join(const std::vector<double>& v, int decimals, const char* sep = " ") {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + num(v[i], decimals);
  return s;
}

struct Row {
  std::string figure, lecture, ours;
};

const lesson::ScenarioResult& scenario(const lesson::LessonReport& r, const std::string& name) {
  for (const auto& s : r.scenarios)
    if (s.name == name) return s;
  throw std::logic_error("no scenario " + name);
}

double mean_tail(const std::vector<double>& v, std::size_t n) {
  if (v.empty()) return NAN;
  double s = 0;
  const std::size_t k = std::min(n, v.size());
  for (std::size_t i = v.size() - k; i < v.size(); ++i) s += v[i];
  return s / static_cast<double>(k);
}

std::vector<Row> init_rows(const lesson::LessonReport& r) {
  const auto& a = r.activations;
  const auto& sl = r.starting;
  return {
      {"5.3 starting loss, no fix", num(lec::kStartingLossNoFix, 2), num(sl.no_fix, 2)},
      {"5.3 starting loss, fix (W2*0.01, b2=0)", num(lec::kStartingLossFix, 2), num(sl.fix, 2)},
      {"5.3 log(V)", num(lec::kLogVocab, 2), num(sl.log_vocab, 2)},
      {"5.3 hockey stick: step 1 -> mean of last 20, no fix", "(curve)",
       sl.hockey_no_fix.empty() ? "n/a" : num(sl.hockey_no_fix.front(), 2) + " -> " + num(mean_tail(sl.hockey_no_fix, 20), 2)},
      {"5.3 hockey stick: step 1 -> mean of last 20, fix", "(curve)",
       sl.hockey_fix.empty() ? "n/a" : num(sl.hockey_fix.front(), 2) + " -> " + num(mean_tail(sl.hockey_fix, 20), 2)},
      {"5.4 saturation |h|>0.97, bad init x5", num(lec::kSaturationBadInitPct, 1) + "%", num(r.saturation.bad_init_pct, 1) + "%"},
      {"5.4 saturation |h|>0.97, Kaiming", num(lec::kSaturationKaimingPct, 1) + "%", num(r.saturation.kaiming_pct, 1) + "%"},
      {"5.4 dead neurons (24-row probe)", std::to_string(lec::kDeadNeurons), std::to_string(r.dead.dead.size())},
      {"5.5 tanh std per layer, naive (gain 1)", num(lec::kStdNaiveFirst, 3) + " -> " + num(lec::kStdNaiveLast, 3), join(a.naive.std, 3)},
      {"5.5 tanh std per layer, Kaiming (5/3)", num(lec::kStdKaimingFirst, 3) + " -> " + num(lec::kStdKaimingLast, 3), join(a.kaiming.std, 3)},
      {"5.7 hpreact mean / std (bad init 3)", num(lec::kHpreactMean, 2) + " / " + num(lec::kHpreactStd, 2),
       num(r.bn.hpreact.mean, 2) + " / " + num(r.bn.hpreact.std, 2)},
      {"5.7 x-hat std, tanh std", num(lec::kXhatStd, 2) + ", " + num(lec::kTanhStd, 2), num(r.bn.xhat.std, 2) + ", " + num(r.bn.tanh.std, 2)},
  };
}

std::vector<Row> bn_rows(const lesson::LessonReport& r) {
  const auto& rs = r.running;
  double worst = 0;
  for (std::size_t j = 0; j < rs.true_mean.size(); ++j)
    worst = std::max(worst, std::abs(rs.running_mean[j].back() - rs.true_mean[j]));
  return {
      {"5.8 momentum: lecture loop / module", num(lec::kMomentumLoop, 3) + " / " + num(lec::kMomentumModule, 1), num(lesson::RunningStatsOptions{}.momentum, 1) + " (module)"},
      {"5.8 |running_mean - full-split mean|, " + std::to_string(rs.true_mean.size()) + " neurons, " +
           std::to_string(rs.running_mean.empty() ? 0 : rs.running_mean[0].size()) + " steps",
       "", num(worst, 3)},
      {"5.8 one example: train (in its batch) vs eval, max |dlogit|", "", num(rs.train_eval_max_diff, 3)},
      {"5.8 one example alone in train mode", "", rs.single_example_train.substr(0, rs.single_example_train.find(" (need"))},
      {"5.9 bias before BN: ||grad b|| vs ||grad W||", "~0", sci(r.spurious.bias_grad_norm) + " vs " + sci(r.spurious.weight_grad_norm)},
      {"5.9 constant feature: non-finite outputs with eps / eps=0", "finite", std::to_string(r.epsilon.nonfinite_with_eps) + " / " +
                                                                                   std::to_string(r.epsilon.nonfinite_without_eps)},
      {"5.15 Linear stack vs one matrix, max |diff| (with tanh)", "", sci(r.collapse.max_abs_diff_linear) + " (" + sci(r.collapse.max_abs_diff_tanh) + ")"},
  };
}

std::vector<Row> training_rows(const lesson::LessonReport& r) {
  std::vector<Row> rows;
  const char* labels[4] = {"no BN, Kaiming", "BN, Kaiming", "BN, bad init x5", "no BN, bad init x5"};
  for (std::size_t i = 0; i < r.scenarios.size() && i < 4; ++i) {
    const auto& s = r.scenarios[i];
    rows.push_back({"5.13 " + std::string(labels[i]) + ": dev (train) after " + std::to_string(s.steps) + " steps",
                    num(lec::kDev[i], 4), num(s.dev, 4) + " (" + num(s.train, 4) + ")" + (s.diverged ? " diverged" : "")});
  }
  rows.push_back({"5.13 weight-grad std spread max/min, no BN", num(lec::kGradSpreadNoBN, 1) + "x", num(scenario(r, "no_bn_kaiming").grad_spread, 1) + "x"});
  rows.push_back({"5.13 weight-grad std spread max/min, BN", num(lec::kGradSpreadBN, 1) + "x", num(scenario(r, "bn_kaiming").grad_spread, 1) + "x"});
  const auto& ud = scenario(r, "bn_kaiming").update_data;
  rows.push_back({"5.14 update:data log10, median [min, max]",
                  num(lec::kUpdateDataMedian, 2) + " [" + num(lec::kUpdateDataMin, 2) + ", " + num(lec::kUpdateDataMax, 2) + "]",
                  num(ud.median, 2) + " [" + num(ud.min, 2) + ", " + num(ud.max, 2) + "] (steps 1.." + std::to_string(ud.window) + ")"});
  return rows;
}

std::vector<Row> residual_rows(const lesson::LessonReport& r) {
  std::vector<Row> rows;
  rows.push_back({"000 LayerNorm row: batch 32 vs batch 1, max |diff|", "~0", sci(r.layernorm.max_abs_diff)});
  std::string lp, lr, op, orr;
  for (std::size_t i = 0; i < r.residual.size() && i < 3; ++i) {
    lp += (i ? " / " : "") + sci(lec::kResidualPlain[i]);
    lr += (i ? " / " : "") + sci(lec::kResidualWith[i]);
    op += (i ? " / " : "") + sci(r.residual[i].plain);
    orr += (i ? " / " : "") + sci(r.residual[i].residual);
  }
  rows.push_back({"000 input grad norm, depth 5/20/50, plain", lp, op});
  rows.push_back({"000 input grad norm, depth 5/20/50, residual", lr, orr});
  double lo = INFINITY, hi = -INFINITY;
  for (std::size_t i = 1; i < r.post_norm.size(); ++i) lo = std::min(lo, r.post_norm[i]), hi = std::max(hi, r.post_norm[i]);
  rows.push_back({"000 post-norm: input norm, then every block", num(lec::kPostNormInput, 3) + ", then " + num(lec::kPostNormBlock, 3),
                  num(r.post_norm.front(), 3) + ", then " + num(lo, 3) + ".." + num(hi, 3)});
  return rows;
}

void print_table(const lesson::LessonReport& r, const std::string& path) {
  std::vector<Row> rows{{"figure", "the lecture's value", "ours"}};
  for (auto part : {init_rows(r), bn_rows(r), training_rows(r), residual_rows(r)}) rows.insert(rows.end(), part.begin(), part.end());
  std::size_t w0 = 0, w1 = 0;
  for (const auto& row : rows) w0 = std::max(w0, row.figure.size()), w1 = std::max(w1, row.lecture.size());
  std::printf("data: %s\n\n", path.c_str());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    std::printf("%-*s | %-*s | %s\n", static_cast<int>(w0), rows[i].figure.c_str(), static_cast<int>(w1), rows[i].lecture.c_str(), rows[i].ours.c_str());
    if (i == 0) std::printf("%s-|-%s-|-%s\n", std::string(w0, '-').c_str(), std::string(w1, '-').c_str(), std::string(20, '-').c_str());
  }
  std::printf("\nThe lecture's values are the numbers its text prints (PyTorch, the lecture's own names list).\n");
}

// JSON has no NaN: a value that could not be computed (an empty dev split, a diverged run) is null.
void put(JsonWriter& w, const char* key, double v) {
  w.key(key);
  if (std::isfinite(v)) w.value(v);
  else w.null();
}

// 5.3-5.9 and 5.15: the figures at initialisation and the BatchNorm details.
void write_init_json(JsonWriter& w, const lesson::LessonReport& r) {
  w.key("starting_loss").begin_object();
  put(w, "no_fix", r.starting.no_fix), put(w, "fix", r.starting.fix), put(w, "log_vocab", r.starting.log_vocab);
  w.end_object();
  w.key("hockey_stick").begin_object().key("no_fix").array(r.starting.hockey_no_fix).key("fix").array(r.starting.hockey_fix).end_object();
  w.key("saturation_pct").begin_object();
  put(w, "bad_init", r.saturation.bad_init_pct), put(w, "kaiming", r.saturation.kaiming_pct);
  w.end_object();
  w.key("dead_neurons").begin_object().key("count").value(static_cast<double>(r.dead.dead.size()));
  w.key("indices").array(std::vector<double>(r.dead.dead.begin(), r.dead.dead.end())).end_object();
  w.key("activation_std").begin_object().key("naive").array(r.activations.naive.std).key("kaiming").array(r.activations.kaiming.std).end_object();
  w.key("bn_forward").begin_object();
  put(w, "hpreact_mean", r.bn.hpreact.mean), put(w, "hpreact_std", r.bn.hpreact.std), put(w, "xhat_mean", r.bn.xhat.mean);
  put(w, "xhat_std", r.bn.xhat.std), put(w, "tanh_mean", r.bn.tanh.mean), put(w, "tanh_std", r.bn.tanh.std);
  w.end_object();
  std::vector<double> run_mean, run_var;
  for (std::size_t j = 0; j < r.running.true_mean.size(); ++j)
    run_mean.push_back(r.running.running_mean[j].back()), run_var.push_back(r.running.running_var[j].back());
  w.key("running_stats").begin_object().key("running_mean").array(run_mean).key("true_mean").array(r.running.true_mean);
  w.key("running_var").array(run_var).key("true_var").array(r.running.true_var);
  put(w, "train_eval_max_diff", r.running.train_eval_max_diff);
  w.key("single_example_train").value(r.running.single_example_train).end_object();
  w.key("spurious_bias").begin_object();
  put(w, "weight_grad_norm", r.spurious.weight_grad_norm), put(w, "bias_grad_norm", r.spurious.bias_grad_norm);
  put(w, "output_max_diff", r.spurious.output_max_diff);
  w.end_object();
  w.key("epsilon").begin_object().key("nonfinite_with_eps").value(static_cast<double>(r.epsilon.nonfinite_with_eps));
  w.key("nonfinite_without_eps").value(static_cast<double>(r.epsilon.nonfinite_without_eps)).end_object();
  w.key("linear_collapse").begin_object();
  put(w, "max_abs_diff_linear", r.collapse.max_abs_diff_linear), put(w, "max_abs_diff_tanh", r.collapse.max_abs_diff_tanh);
  w.end_object();
}

// 5.13-5.14 and 000: the training scenarios and the residual experiments.
void write_training_json(JsonWriter& w, const lesson::LessonReport& r) {
  w.key("scenarios").begin_object();
  for (const auto& s : r.scenarios) {
    w.key(s.name).begin_object();
    put(w, "train", s.train), put(w, "dev", s.dev);
    w.key("steps").value(static_cast<double>(s.steps)).key("diverged").value(s.diverged).end_object();
  }
  w.end_object();
  const auto& nb = scenario(r, "no_bn_kaiming");
  const auto& bk = scenario(r, "bn_kaiming");
  w.key("grad_spread").begin_object();
  put(w, "no_bn", nb.grad_spread), put(w, "bn", bk.grad_spread);
  w.end_object();
  w.key("grad_std").begin_object().key("no_bn").array(nb.grad_std).key("bn").array(bk.grad_std).end_object();
  w.key("update_data_log10").begin_object();
  put(w, "median", bk.update_data.median), put(w, "min", bk.update_data.min), put(w, "max", bk.update_data.max);
  w.key("window").value(static_cast<double>(bk.update_data.window)).end_object();
  put(w, "layernorm_batch_max_abs_diff", r.layernorm.max_abs_diff);
  w.key("residual_grad_norm").begin_object();
  for (const auto& d : r.residual) {
    w.key(std::to_string(d.depth)).begin_object();
    put(w, "plain", d.plain), put(w, "residual", d.residual);
    w.end_object();
  }
  w.end_object();
  w.key("post_norm_norms").array(r.post_norm);
}

void write_json(const lesson::LessonReport& r, const std::string& path, long steps) {
  JsonWriter w(9);
  w.begin_object().key("data").value(path).key("steps").value(static_cast<double>(steps));
  write_init_json(w, r);
  write_training_json(w, r);
  w.end_object();
  std::printf("%s\n", w.str().c_str());
}

int run_lesson(const std::vector<std::string>& args) {
  const Flags flags(args, {{"data", true}, {"steps", true}, {"json", false}, {"quiet", false}, {"help", false}});
  if (flags.has("help")) {
    std::fputs(kHelp, stdout);
    return 0;
  }
  const long steps = static_cast<long>(flags.integer("steps", 20000, 1, 1000000));
  const std::string path = flags.has("data") ? flags.str("data", "") : find_names_file();
  std::vector<std::string> words;
  try {
    words = load_names(path);
  } catch (const DataError& e) {
    throw UsageError("--data " + path + ": " + e.what());
  }
  const Split split = split_data(words, /*block_size=*/3);
  if (split.train.rows() < 2)
    throw UsageError("--data " + path + ": too few names (" + std::to_string(words.size()) +
                     "): the training split, the first 80% rounded down, is empty; the lesson needs at least 2 names");
  const bool quiet = flags.has("quiet");
  const auto progress = [quiet](const lesson::LessonProgress& p) {
    if (!quiet && (p.step % 2000 == 0 || p.step == p.steps))
      std::fprintf(stderr, "lesson: %s step %ld/%ld, minibatch loss %.4f\n", p.scenario.c_str(), p.step, p.steps, p.loss);
  };
  const lesson::LessonReport report = lesson::compute_lesson(split, steps, progress);
  if (flags.has("json")) write_json(report, path, steps);
  else print_table(report, path);
  return 0;
}

const RegisterCommand reg{{"lesson", "every lesson figure: the lecture's value beside ours (--json for one object)", run_lesson}};

}  // namespace

}  // namespace mm::cli
