// marshal.hpp — how values cross the JS boundary, shared by the registration files:
//  * std::vector<T> <-> JS array by copy (doubles as a fresh Float64Array): no handle to delete;
//  * guarded(): a C++ exception becomes a thrown JS Error carrying what(); a mm::Refusal also
//    sets error.code (string) and error.params (a plain object of strings), anything else
//    error.code = "internal";
//  * MM_GUARD(fn) / MM_METHOD(m) / MM_FACTORY(T, Args...): those wrappers for functions, methods
//    and constructors, so every entry point the page can call reports errors the same way (a
//    factory returning a std::unique_ptr is wrapped by hand in guarded(): see sections/);
//  * MM_VALUE_OBJECT(ns, T, fields...): a value object whose JS fields are the camelCase of the
//    C++ members (bad_init -> badInit), so no JS name is spelled by hand.
#pragma once
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstddef>
#include <exception>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "refusal.hpp"

namespace emscripten::internal {
template <typename T>
struct BindingType<std::vector<T>> {
  using ValBinding = BindingType<val>;
  using WireType = ValBinding::WireType;
  static WireType toWireType(const std::vector<T>& v) {
    if constexpr (std::is_same_v<T, double>) {
      return ValBinding::toWireType(copy_out("Float64Array", v));
    } else if constexpr (std::is_same_v<T, float>) {
      return ValBinding::toWireType(copy_out("Float32Array", v));
    } else if constexpr (std::is_same_v<T, int>) {
      return ValBinding::toWireType(copy_out("Int32Array", v));
    } else {
      return ValBinding::toWireType(val::array(v));
    }
  }
  // new TypedArray(view) copies the heap range into a JS-owned buffer.
  static val copy_out(const char* type, const std::vector<T>& v) { return val::global(type).new_(typed_memory_view(v.size(), v.data())); }
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

namespace mm::bind {

[[noreturn]] inline void throw_js_error(const std::string& message, const std::string& code, const mm::Refusal::Params& params = {}) {
  emscripten::val error = emscripten::val::global("Error").new_(message);
  emscripten::val p = emscripten::val::object();
  for (const auto& [k, v] : params) p.set(k, v);
  error.set("code", code);
  error.set("params", p);
  error.throw_();
  __builtin_unreachable();
}

template <class F>
auto guarded(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const mm::Refusal& e) {
    throw_js_error(e.what(), e.code(), e.params());
  } catch (const std::exception& e) {
    throw_js_error(e.what(), "internal");
  } catch (...) {
    throw_js_error("unknown C++ exception", "internal");
  }
}

template <auto Fn, class R, class... A>
R call_fn(A... a) {
  return guarded([&]() -> R { return Fn(std::forward<A>(a)...); });
}
template <auto Fn, class R, class... A>
constexpr auto wrap_fn(R (*)(A...)) {
  return &call_fn<Fn, R, A...>;
}

template <auto M, class C, class R, class... A>
R call_method(C& self, A... a) {
  return guarded([&]() -> R { return (self.*M)(std::forward<A>(a)...); });
}
template <auto M, class C, class R, class... A>
constexpr auto wrap_method(R (C::*)(A...)) {
  return &call_method<M, C, R, A...>;
}
template <auto M, class C, class R, class... A>
R call_cmethod(const C& self, A... a) {
  return guarded([&]() -> R { return (self.*M)(std::forward<A>(a)...); });
}
template <auto M, class C, class R, class... A>
constexpr auto wrap_method(R (C::*)(A...) const) {
  return &call_cmethod<M, C, R, A...>;
}

template <class T, class... A>
T* construct(A... a) {
  return guarded([&] { return new T(std::forward<A>(a)...); });
}

// "bad_init" -> "badInit": a C++ member's name in JS, worked out by the compiler. A name held in
// static storage (see MM_FIELD) costs the module no code; building a std::string per field at
// registration cost several KB of it.
template <std::size_t N>
struct CamelName {
  char text[N] = {};
  constexpr explicit CamelName(const char (&snake)[N]) {
    std::size_t o = 0;
    for (std::size_t i = 0; i + 1 < N; ++i) {
      const char c = snake[i];
      if (c == '_' && i + 2 < N) {
        const char next = snake[++i];
        text[o++] = (next >= 'a' && next <= 'z') ? static_cast<char>(next - 'a' + 'A') : next;
      } else {
        text[o++] = c;
      }
    }
  }
};

}  // namespace mm::bind

#define MM_GUARD(fn) ::mm::bind::wrap_fn<&fn>(&fn)
#define MM_METHOD(m) ::mm::bind::wrap_method<&m>(&m)
#define MM_FACTORY(...) &::mm::bind::construct<__VA_ARGS__>, ::emscripten::allow_raw_pointers()

// MM_VALUE_OBJECT(ns, T, a, b, ...) registers value_object<ns::T>("T") with .field("a", &ns::T::a)...
// (up to 12 fields), each JS name the camelCase of the member's (CamelName).
#define MM_FIELD(ns, T, f)                               \
  .field(                                                \
      [] {                                               \
        static constexpr ::mm::bind::CamelName name(#f); \
        return name.text;                                \
      }(),                                               \
      &ns::T::f)
#define MM_FIELDS_1(ns, T, f) MM_FIELD(ns, T, f)
#define MM_FIELDS_2(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_1(ns, T, __VA_ARGS__)
#define MM_FIELDS_3(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_2(ns, T, __VA_ARGS__)
#define MM_FIELDS_4(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_3(ns, T, __VA_ARGS__)
#define MM_FIELDS_5(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_4(ns, T, __VA_ARGS__)
#define MM_FIELDS_6(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_5(ns, T, __VA_ARGS__)
#define MM_FIELDS_7(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_6(ns, T, __VA_ARGS__)
#define MM_FIELDS_8(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_7(ns, T, __VA_ARGS__)
#define MM_FIELDS_9(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_8(ns, T, __VA_ARGS__)
#define MM_FIELDS_10(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_9(ns, T, __VA_ARGS__)
#define MM_FIELDS_11(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_10(ns, T, __VA_ARGS__)
#define MM_FIELDS_12(ns, T, f, ...) MM_FIELD(ns, T, f) MM_FIELDS_11(ns, T, __VA_ARGS__)
#define MM_FIELDS_PICK(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, N, ...) MM_FIELDS_##N
#define MM_VALUE_OBJECT(ns, T, ...) \
  ::emscripten::value_object<ns::T>(#T) MM_FIELDS_PICK(__VA_ARGS__, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)(ns, T, __VA_ARGS__)
