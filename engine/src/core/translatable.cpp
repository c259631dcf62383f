#include "tricorne/core/translatable.h"

#include <cctype>

namespace tricorne {

Text phraseText(std::string_view text, std::vector<Text> fill) {
    if (fill.empty()) {   // a phrase of no values (most reasons): its English is the template
        Text out{std::string(text)};
        out.key = out.text;
        return out;
    }
    std::vector<std::string> english;
    english.reserve(fill.size());
    for (const Text& value : fill) english.push_back(value.text);
    Text out(fillTemplate(text, english));
    out.key = std::string(text);
    out.fill = std::move(fill);
    return out;
}

Text nameText(std::string name) {
    Text out(name);
    out.key = std::move(name);
    return out;
}

Text lowerNameText(const std::string& name) {
    Text out = nameText(name);
    for (char& c : out.text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

Text asSentence(Text text) {
    if (!text.text.empty()) text.text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text.text[0])));
    text.sentence = true;
    return text;
}

Text joinTexts(const std::vector<Text>& parts, std::string_view separator) {
    if (parts.empty()) return {};
    Text out = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i) out = phraseText(separator, {std::move(out), parts[i]});
    return out;
}

}  // namespace tricorne
