// cli/cmd_lesson.cpp — `makemore-lab lesson`: computes every lesson figure on a names list and
// prints one table `figure | the lecture's value | ours`, or one JSON object with --json. The
// lecture's column quotes the texts' numbers (lesson/lecture.*, carried by every section's
// result), a value the text does not print but its code gives marked *; ours is computed.
// Leaves out: per-figure knobs (the page has them), charts.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "../data/vocab.hpp"
#include "../lesson/report.hpp"
#include "../recipe.hpp"
#include "command.hpp"
#include "json.hpp"

namespace mm::cli {

namespace {

const char* kLessonHelp = R"(usage: makemore-lab lesson [--data FILE] [--steps N] [--json] [--quiet]

Computes every figure of the lesson (004: starting loss, saturation, dead neurons, Kaiming,
BatchNorm, running statistics, spurious bias, the four training scenarios, update:data, linear
collapse; 000: residual connections, post-norm, LayerNorm) with the lecture's recipe (seed
2147483647, float32, n_embd 10, block_size 3) and prints a table: figure | the lecture's value |
ours. The lecture's values are the numbers its text prints (PyTorch on the lecture's own names
list), or, marked *, what its own code gives where the text prints no digits; ours are computed
now, so on another list they land close to, not on, the text's.

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
  throw UsageError(
      "no names file found: pass --data FILE (looked for public/names.txt in the current directory, "
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
  for (const auto& s : r.diagnostics.scenarios)
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

// A refusal a figure met on purpose: its code and parameters.
std::string refused(const RefusalRecord& rec) {
  if (rec.code.empty()) return "no refusal";
  std::string s = "refused: " + rec.code;
  for (std::size_t i = 0; i < rec.keys.size(); ++i) s += (i ? ", " : " (") + rec.keys[i] + " " + rec.values[i];
  return s + (rec.keys.empty() ? "" : ")");
}

// A lecture value as the table shows it: marked " *" when the text does not print it (its own
// code gives it when re-run; lesson/lecture.hpp's *_printed flags).
std::string quoted(const std::string& s, bool printed) { return printed ? s : s + " *"; }

std::vector<Row> init_rows(const lesson::LessonReport& r) {
  const auto& a = r.kaiming;
  const auto& sl = r.start;
  const auto& t = r.tanh;
  const auto& bn = r.batchnorm.pipeline;
  const auto& lb = r.batchnorm.lecture;
  const auto& lk = a.lecture;
  return {
      {"5.3 starting loss, no fix", num(sl.lecture.no_fix, 2), num(sl.no_fix, 2)},
      {"5.3 starting loss, fix (W2*0.01, b2=0)", num(sl.lecture.fix, 2), num(sl.fix, 2)},
      {"5.3 log(V)", num(sl.lecture.log_vocab, 2), num(sl.log_vocab, 2)},
      {"5.3 hockey stick: step 1 -> mean of last 20, no fix", "(curve)",
       sl.hockey_no_fix.empty() ? "n/a" : num(sl.hockey_no_fix.front(), 2) + " -> " + num(mean_tail(sl.hockey_no_fix, 20), 2)},
      {"5.3 hockey stick: step 1 -> mean of last 20, fix", "(curve)",
       sl.hockey_fix.empty() ? "n/a" : num(sl.hockey_fix.front(), 2) + " -> " + num(mean_tail(sl.hockey_fix, 20), 2)},
      {"5.4 saturation |h|>" + num(recipe::kSaturation, 2) + ", bad init x5", num(t.lecture.bad_init_pct, 1) + "%",
       num(t.bad_init_pct, 1) + "%"},
      {"5.4 saturation |h|>" + num(recipe::kSaturation, 2) + ", Kaiming", num(t.lecture.kaiming_pct, 1) + "%", num(t.kaiming_pct, 1) + "%"},
      {"5.4 dead neurons (24-row probe)", quoted(std::to_string(t.lecture.dead_neurons), t.lecture.dead_neurons_printed),
       std::to_string(t.dead.dead.size())},
      {"5.5 tanh std per layer, naive (gain 1)",
       quoted(num(lk.std_naive.front(), 3), lk.first_printed) + " -> " + quoted(num(lk.std_naive.back(), 3), lk.last_printed),
       join(a.naive.std, 3)},
      {"5.5 tanh std per layer, Kaiming (5/3)",
       quoted(num(lk.std_kaiming.front(), 3), lk.first_printed) + " -> " + quoted(num(lk.std_kaiming.back(), 3), lk.last_printed),
       join(a.kaiming.std, 3)},
      {"5.7 hpreact mean / std (bad init 3)", num(lb.hpreact_mean, 2) + " / " + num(lb.hpreact_std, 2),
       num(bn.hpreact.mean, 2) + " / " + num(bn.hpreact.std, 2)},
      {"5.7 x-hat std, tanh std", num(lb.xhat_std, 2) + ", " + num(lb.tanh_std, 2), num(bn.xhat.std, 2) + ", " + num(bn.tanh.std, 2)},
  };
}

std::vector<Row> bn_rows(const lesson::LessonReport& r) {
  const auto& b = r.batchnorm;
  const auto& rs = b.running;
  double worst = 0;
  for (std::size_t j = 0; j < rs.true_mean.size(); ++j) worst = std::max(worst, std::abs(rs.running_mean[j].back() - rs.true_mean[j]));
  return {
      {"5.8 momentum: lecture loop / module", num(b.lecture.momentum_loop, 3) + " / " + num(b.lecture.momentum_module, 1),
       num(b.momentum, 1) + " (module)"},
      {"5.8 |running_mean - full-split mean|, " + std::to_string(rs.true_mean.size()) + " neurons, " +
           std::to_string(rs.running_mean.empty() ? 0 : rs.running_mean[0].size()) + " steps",
       "", num(worst, 3)},
      {"5.8 one example: train (in its batch) vs eval, max |dlogit|", "", num(rs.train_eval_max_diff, 3)},
      {"5.8 one example alone in train mode", "", refused(rs.single_example)},
      {"5.9 bias before BN: ||grad b|| vs ||grad W||", "~0", sci(b.bias.bias_grad_norm) + " vs " + sci(b.bias.weight_grad_norm)},
      {"5.9 constant feature: non-finite outputs with eps / eps=0", "finite",
       std::to_string(b.eps.nonfinite_with_eps) + " / " + std::to_string(b.eps.nonfinite_without_eps)},
      {"5.15 Linear stack vs one matrix, max |diff| (with tanh)", "",
       sci(b.collapse.max_abs_diff_linear) + " (" + sci(b.collapse.max_abs_diff_tanh) + ")"},
  };
}

std::vector<Row> training_rows(const lesson::LessonReport& r) {
  std::vector<Row> rows;
  const char* labels[4] = {"no BN, Kaiming", "BN, Kaiming", "BN, bad init x5", "no BN, bad init x5"};
  const auto& d = r.diagnostics;
  for (std::size_t i = 0; i < d.scenarios.size() && i < 4; ++i) {
    const auto& s = d.scenarios[i];
    rows.push_back({"5.13 " + std::string(labels[i]) + ": dev (train) after " + std::to_string(s.steps) + " steps",
                    num(d.lecture.dev[i], 4), num(s.dev, 4) + " (" + num(s.train, 4) + ")" + (s.diverged ? " diverged" : "")});
  }
  rows.push_back({"5.13 weight-grad std spread max/min, no BN", num(d.lecture.spread_no_bn, 1) + "x",
                  num(scenario(r, "no_bn_kaiming").grad_spread, 1) + "x"});
  rows.push_back(
      {"5.13 weight-grad std spread max/min, BN", num(d.lecture.spread_bn, 1) + "x", num(scenario(r, "bn_kaiming").grad_spread, 1) + "x"});
  const auto& ud = scenario(r, "bn_kaiming").update_data;
  rows.push_back({"5.14 update:data log10, median [min, max]",
                  num(d.lecture.ud_median, 2) + " [" + num(d.lecture.ud_min, 2) + ", " + num(d.lecture.ud_max, 2) + "]",
                  num(ud.median, 2) + " [" + num(ud.min, 2) + ", " + num(ud.max, 2) + "] (steps 1.." + std::to_string(ud.window) + ")"});
  return rows;
}

std::vector<Row> residual_rows(const lesson::LessonReport& r) {
  std::vector<Row> rows;
  const auto& res = r.residual;
  rows.push_back({"000 LayerNorm row: batch 32 vs batch 1, max |diff|", "~0", sci(res.batch.max_abs_diff)});
  std::string lp, lr, op, orr;
  const auto& printed = res.lecture.printed_depths;
  for (std::size_t i = 0; i < res.depths.size() && i < res.lecture.plain.size(); ++i) {
    const bool p = std::find(printed.begin(), printed.end(), res.depths[i].depth) != printed.end();
    lp += (i ? " / " : "") + quoted(sci(res.lecture.plain[i]), p);
    lr += (i ? " / " : "") + quoted(sci(res.lecture.residual[i]), p);
    op += (i ? " / " : "") + sci(res.depths[i].plain);
    orr += (i ? " / " : "") + sci(res.depths[i].residual);
  }
  rows.push_back({"000 input grad norm, depth 5/20/50, plain", lp, op});
  rows.push_back({"000 input grad norm, depth 5/20/50, residual", lr, orr});
  double lo = INFINITY, hi = -INFINITY;
  for (std::size_t i = 1; i < res.post_norm.size(); ++i) lo = std::min(lo, res.post_norm[i]), hi = std::max(hi, res.post_norm[i]);
  rows.push_back(
      {"000 post-norm: input norm, then every block",
       quoted(num(res.lecture.post_norm_input, 3) + ", then " + num(res.lecture.post_norm_block, 3), res.lecture.post_norm_printed),
       num(res.post_norm.front(), 3) + ", then " + num(lo, 3) + ".." + num(hi, 3)});
  return rows;
}

void print_table(const lesson::LessonReport& r, const std::string& path) {
  std::vector<Row> rows{{"figure", "the lecture's value", "ours"}};
  for (auto part : {init_rows(r), bn_rows(r), training_rows(r), residual_rows(r)}) rows.insert(rows.end(), part.begin(), part.end());
  std::size_t w0 = 0, w1 = 0;
  for (const auto& row : rows) w0 = std::max(w0, row.figure.size()), w1 = std::max(w1, row.lecture.size());
  std::printf("data: %s\n\n", path.c_str());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    std::printf("%-*s | %-*s | %s\n", static_cast<int>(w0), rows[i].figure.c_str(), static_cast<int>(w1), rows[i].lecture.c_str(),
                rows[i].ours.c_str());
    if (i == 0) std::printf("%s-|-%s-|-%s\n", std::string(w0, '-').c_str(), std::string(w1, '-').c_str(), std::string(20, '-').c_str());
  }
  std::printf(
      "\nThe lecture's values are the numbers its text prints (PyTorch, the lecture's own names list); a value\n"
      "marked * the text does not print: its own code gives it when re-run.\n");
}

// JSON has no NaN: a value that could not be computed (an empty dev split, a diverged run) is null.
void put(JsonWriter& w, const char* key, double v) {
  w.key(key);
  if (std::isfinite(v))
    w.value(v);
  else
    w.null();
}

// 5.3-5.7: the figures at initialisation.
void write_init_json(JsonWriter& w, const lesson::LessonReport& r) {
  const auto& s = r.start;
  const auto& bn = r.batchnorm.pipeline;
  w.key("starting_loss").begin_object();
  put(w, "no_fix", s.no_fix), put(w, "fix", s.fix), put(w, "log_vocab", s.log_vocab);
  w.end_object();
  w.key("hockey_stick").begin_object().key("no_fix").array(s.hockey_no_fix).key("fix").array(s.hockey_fix).end_object();
  w.key("saturation_pct").begin_object();
  put(w, "bad_init", r.tanh.bad_init_pct), put(w, "kaiming", r.tanh.kaiming_pct);
  w.end_object();
  const auto& dead = r.tanh.dead.dead;
  w.key("dead_neurons").begin_object().key("count").value(static_cast<double>(dead.size()));
  w.key("indices").array(std::vector<double>(dead.begin(), dead.end())).end_object();
  w.key("activation_std").begin_object().key("naive").array(r.kaiming.naive.std).key("kaiming").array(r.kaiming.kaiming.std).end_object();
  w.key("bn_forward").begin_object();
  put(w, "hpreact_mean", bn.hpreact.mean), put(w, "hpreact_std", bn.hpreact.std), put(w, "xhat_mean", bn.xhat.mean);
  put(w, "xhat_std", bn.xhat.std), put(w, "tanh_mean", bn.tanh.mean), put(w, "tanh_std", bn.tanh.std);
  w.end_object();
}

// 5.8, 5.9 and 5.15: the BatchNorm details.
void write_batchnorm_json(JsonWriter& w, const lesson::BatchnormResult& b) {
  const auto& rs = b.running;
  std::vector<double> run_mean, run_var;
  for (std::size_t j = 0; j < rs.true_mean.size(); ++j)
    run_mean.push_back(rs.running_mean[j].back()), run_var.push_back(rs.running_var[j].back());
  w.key("running_stats").begin_object().key("steps").value(static_cast<double>(b.steps));
  w.key("running_mean").array(run_mean).key("true_mean").array(rs.true_mean);
  w.key("running_var").array(run_var).key("true_var").array(rs.true_var);
  put(w, "train_eval_max_diff", rs.train_eval_max_diff);
  w.key("single_example").begin_object().key("code").value(rs.single_example.code);
  for (std::size_t i = 0; i < rs.single_example.keys.size(); ++i) w.key(rs.single_example.keys[i]).value(rs.single_example.values[i]);
  w.end_object().end_object();
  w.key("spurious_bias").begin_object();
  put(w, "weight_grad_norm", b.bias.weight_grad_norm), put(w, "bias_grad_norm", b.bias.bias_grad_norm);
  put(w, "output_max_diff", b.bias.output_max_diff);
  w.end_object();
  w.key("epsilon").begin_object().key("nonfinite_with_eps").value(static_cast<double>(b.eps.nonfinite_with_eps));
  w.key("nonfinite_without_eps").value(static_cast<double>(b.eps.nonfinite_without_eps)).end_object();
  w.key("linear_collapse").begin_object();
  put(w, "max_abs_diff_linear", b.collapse.max_abs_diff_linear), put(w, "max_abs_diff_tanh", b.collapse.max_abs_diff_tanh);
  w.end_object();
}

// 5.13-5.14 and 000: the training scenarios and the residual experiments.
void write_training_json(JsonWriter& w, const lesson::LessonReport& r) {
  w.key("scenarios").begin_object();
  for (const auto& s : r.diagnostics.scenarios) {
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
  put(w, "layernorm_batch_max_abs_diff", r.residual.batch.max_abs_diff);
  w.key("residual_grad_norm").begin_object();
  for (const auto& d : r.residual.depths) {
    w.key(std::to_string(d.depth)).begin_object();
    put(w, "plain", d.plain), put(w, "residual", d.residual);
    w.end_object();
  }
  w.end_object();
  w.key("post_norm_norms").array(r.residual.post_norm);
}

void write_json(const lesson::LessonReport& r, const std::string& path, long steps) {
  JsonWriter w(9);
  w.begin_object().key("data").value(path).key("steps").value(static_cast<double>(steps));
  write_init_json(w, r);
  write_batchnorm_json(w, r.batchnorm);
  write_training_json(w, r);
  w.end_object();
  std::printf("%s\n", w.str().c_str());
}

int run_lesson(const std::vector<std::string>& args) {
  const Flags flags(args, {{"data", true}, {"steps", true}, {"json", false}, {"quiet", false}, {"help", false}});
  if (flags.has("help")) {
    std::fputs(kLessonHelp, stdout);
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
  const Split split = split_data(words, recipe::kBlockSize);
  if (split.train.rows() < 2)
    throw UsageError("--data " + path + ": too few names (" + std::to_string(words.size()) +
                     "): the training split, the first 80% rounded down, is empty; the lesson needs at least 2 names");
  const bool quiet = flags.has("quiet");
  const auto progress = [quiet](const lesson::LessonProgress& p) {
    if (!quiet && (p.step % 2000 == 0 || p.step == p.steps))
      std::fprintf(stderr, "lesson: %s step %ld/%ld, minibatch loss %.4f\n", p.scenario.c_str(), p.step, p.steps, p.loss);
  };
  const lesson::LessonReport report = lesson::compute_lesson(split, steps, progress);
  if (flags.has("json"))
    write_json(report, path, steps);
  else
    print_table(report, path);
  return 0;
}

const RegisterCommand reg_lesson{{"lesson", "every lesson figure: the lecture's value beside ours (--json for one object)", run_lesson}};

}  // namespace

}  // namespace mm::cli
