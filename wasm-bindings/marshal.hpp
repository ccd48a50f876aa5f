// marshal.hpp — how values cross the JS boundary, shared by the registration files:
//  * std::vector<T> <-> JS array by copy (doubles as a fresh Float64Array): no handle to delete;
//  * guarded(): a C++ exception becomes a thrown JS Error carrying what();
//  * MM_GUARD(fn) / MM_METHOD(m) / MM_FACTORY(T, Args...): those wrappers for functions, methods
//    and constructors, so every entry point the page can call reports errors the same way.
#pragma once
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

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
  static val copy_out(const char* type, const std::vector<T>& v) {
    return val::global(type).new_(typed_memory_view(v.size(), v.data()));
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

namespace mm::bind {

[[noreturn]] inline void throw_js_error(const std::string& message) {
  emscripten::val::global("Error").new_(message).throw_();
  __builtin_unreachable();
}

template <class F>
auto guarded(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const std::exception& e) {
    throw_js_error(e.what());
  } catch (...) {
    throw_js_error("unknown C++ exception");
  }
}

template <auto Fn, class R, class... A>
R call_fn(A... a) { return guarded([&]() -> R { return Fn(std::forward<A>(a)...); }); }
template <auto Fn, class R, class... A>
constexpr auto wrap_fn(R (*)(A...)) { return &call_fn<Fn, R, A...>; }

template <auto M, class C, class R, class... A>
R call_method(C& self, A... a) { return guarded([&]() -> R { return (self.*M)(std::forward<A>(a)...); }); }
template <auto M, class C, class R, class... A>
constexpr auto wrap_method(R (C::*)(A...)) { return &call_method<M, C, R, A...>; }
template <auto M, class C, class R, class... A>
R call_cmethod(const C& self, A... a) { return guarded([&]() -> R { return (self.*M)(std::forward<A>(a)...); }); }
template <auto M, class C, class R, class... A>
constexpr auto wrap_method(R (C::*)(A...) const) { return &call_cmethod<M, C, R, A...>; }

template <class T, class... A>
T* construct(A... a) { return guarded([&] { return new T(std::forward<A>(a)...); }); }

}  // namespace mm::bind

#define MM_GUARD(fn) ::mm::bind::wrap_fn<&fn>(&fn)
#define MM_METHOD(m) ::mm::bind::wrap_method<&m>(&m)
#define MM_FACTORY(...) &::mm::bind::construct<__VA_ARGS__>, ::emscripten::allow_raw_pointers()
