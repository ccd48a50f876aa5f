// facade/previews.hpp — the JS-facing entries of the sliders' cheaper figures (lesson/preview.hpp),
// called by the page like a section, with the section's own knobs, on the Lab's split.
#pragma once
#include <string>
#include <vector>

#include "facade/lab.hpp"
#include "lesson/preview.hpp"

namespace mm::facade {

lesson::KaimingResult kaiming_gain(const Lab& lab, const lesson::KaimingKnobs& k);
lesson::BatchnormPipeline batchnorm_pipeline(const Lab& lab, const lesson::BatchnormKnobs& k);
lesson::BatchnormRunning batchnorm_running(const Lab& lab, const lesson::BatchnormKnobs& k);

// The names the page calls them by (the bindings' function names), in the order above.
std::vector<std::string> preview_names();

}  // namespace mm::facade
