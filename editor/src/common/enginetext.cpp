#include "common/enginetext.h"

#include <vector>

#include <QCoreApplication>

QString engineText(std::string_view text) {
    // QCoreApplication::translate takes a NUL-terminated key.
    const std::string key(text);
    return QCoreApplication::translate("Engine", key.c_str());
}

namespace {

/// One argument as the user reads it: a translated key filled with its (untranslated) values.
/// An argument the English shows in lower case ("stands on woods") keeps the translation's own
/// case: German capitalises its nouns, and other languages decide for themselves.
std::string argumentText(const tricorne::DiagnosticArg& arg) {
    if (arg.key.empty()) return arg.text;
    return tricorne::fillTemplate(engineText(arg.key).toStdString(), arg.fill);
}

/// A composed text as the user reads it, as UTF-8: its translated key filled with its values,
/// each read the same way in its turn; a plain value (no key) as it is. A name the translation
/// lacks is its English as the engine wrote it, which may be the table name in lower case
/// mid-phrase ("cavalry into forest"), so an untranslated language reads what the CLI prints.
std::string readText(const tricorne::Text& text);

/// readText, its first letter in upper case when the text begins a sentence (Text::sentence).
std::string sentenceText(const tricorne::Text& text) {
    if (!text.sentence) return readText(text);
    QString read = QString::fromStdString(readText(text));
    if (!read.isEmpty()) read[0] = read[0].toUpper();
    return read.toStdString();
}

std::string readText(const tricorne::Text& text) {
    if (text.key.empty()) return text.text;
    if (text.fill.empty()) {
        const QString translated = engineText(text.key);
        return translated == QString::fromStdString(text.key) ? text.text : translated.toStdString();
    }
    std::vector<std::string> values;
    values.reserve(text.fill.size());
    for (const tricorne::Text& value : text.fill) values.push_back(sentenceText(value));
    return tricorne::fillTemplate(engineText(text.key).toStdString(), values);
}

}  // namespace

QString engineSentence(const tricorne::Text& text) { return QString::fromStdString(sentenceText(text)); }

QString diagnosticText(const tricorne::Diagnostic& diagnostic) {
    if (diagnostic.text.empty()) return QString::fromStdString(diagnostic.message);
    std::vector<std::string> values;
    values.reserve(diagnostic.args.size());
    for (const tricorne::DiagnosticArg& arg : diagnostic.args) values.push_back(argumentText(arg));
    return QString::fromStdString(tricorne::fillTemplate(engineText(diagnostic.text).toStdString(), values));
}
