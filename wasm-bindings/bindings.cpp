// bindings.cpp — Embind registrations of the JS-facing facade (native/facade), nothing else.
// Arrays cross as copies: std::vector<double> becomes a fresh Float64Array, std::vector<std::string>
// a JS array; nothing points into the wasm heap after a call returns. Every call is wrapped so a C++
// exception reaches JS as an Error carrying what(). Classes (Playground) must be .delete()d by JS.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "facade/basics.hpp"

using emscripten::val;

// ---- std::vector<T> <-> JS array, by copy (no handle to delete) ------------------------------
namespace emscripten::internal {
template <typename T>
struct BindingType<std::vector<T>> {
  using ValBinding = BindingType<val>;
  using WireType = ValBinding::WireType;
  static WireType toWireType(const std::vector<T>& v) {
    if constexpr (std::is_same_v<T, double>) {
      // new Float64Array(view) copies the heap range into a JS-owned buffer.
      return ValBinding::toWireType(val::global("Float64Array").new_(typed_memory_view(v.size(), v.data())));
    } else {
      return ValBinding::toWireType(val::array(v));
    }
  }
  static std::vector<T> fromWireType(WireType w) { return vecFromJSArray<T>(ValBinding::fromWireType(w)); }
};
template <typename T>
struct TypeID<std::vector<T>> {
  static constexpr TYPEID get() { return TypeID<val>::get(); }
};
template <typename T>
struct TypeID<const std::vector<T>&> {
  static constexpr TYPEID get() { return TypeID<val>::get(); }
};
}  // namespace emscripten::internal

namespace {

// Runs f(); a C++ exception becomes a thrown JS Error with the same message.
template <class F>
auto guarded(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const std::exception& e) {
    val::global("Error").new_(std::string(e.what())).throw_();
  } catch (...) {
    val::global("Error").new_(std::string("unknown C++ exception")).throw_();
  }
  __builtin_unreachable();
}

// Wraps a free function R(Args...) in guarded().
template <auto Fn, class R, class... Args>
R wrap_impl(Args... args) {
  return guarded([&] { return Fn(std::forward<Args>(args)...); });
}
template <auto Fn, class R, class... Args>
constexpr auto wrap_fn(R (*)(Args...)) {
  return &wrap_impl<Fn, R, Args...>;
}
#define MM_GUARD(fn) wrap_fn<&fn>(&fn)

}  // namespace

EMSCRIPTEN_BINDINGS(makemore_lab) {
  using namespace emscripten;
  namespace f = mm::facade;

  value_object<f::NamesInfo>("NamesInfo")
      .field("count", &f::NamesInfo::count)
      .field("vocabSize", &f::NamesInfo::vocab_size)
      .field("alphabet", &f::NamesInfo::alphabet)
      .field("longest", &f::NamesInfo::longest)
      .field("sample", &f::NamesInfo::sample);

  function("randomNormal", MM_GUARD(f::random_normal));
  function("randomUniform", MM_GUARD(f::random_uniform));
  function("inspectNames", MM_GUARD(f::inspect_names));
}
