#include "document/systemdocument.h"

#include <algorithm>
#include <exception>
#include <filesystem>

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QVariantMap>

#include "common/filepaths.h"
#include "common/fromengine.h"
#include "tricorne/io/json_io.h"
#include "document/scenariodocument.h"
#include "tricorne/validate/system_files.h"
#include "tricorne/validate/validate.h"

using json = nlohmann::json;

namespace {

/// The shipped file of built-in system `id` (built into the studio's resources, as File ▸ New's
/// templates are); nullopt when there is none. The engine's compiled-in GameSystem, made from
/// the same file, lacks its notes and some sources, hence the file.
std::optional<json> builtinDocument(const std::string& id) {
    if (!tricorne::builtinSystems().find(id)) return std::nullopt;
    QFile file(QStringLiteral(":/templates/systems/%1.json").arg(qs(id)));
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const QByteArray text = file.readAll();
    auto read = tricorne::parseJson(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    return read.document;
}

std::string stringAt(const json& doc, const char* key) {
    const auto it = doc.find(key);
    return it != doc.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

SystemDocument::SystemDocument(QObject* parent) : QObject(parent) {
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, &SystemDocument::modifiedChanged);
}

SystemDocument::~SystemDocument() {
    // Commands refer to this document; delete them while it is still whole.
    m_undoStack.clear();
}

QVariantList SystemDocument::builtins() const {
    QVariantList out;
    for (const std::string& id : tricorne::builtinSystems().ids()) {
        const tricorne::GameSystem* system = tricorne::builtinSystems().find(id);
        out << QVariantMap{{QStringLiteral("id"), qs(id)}, {QStringLiteral("name"), qs(system->shortName)}};
    }
    return out;
}

QString SystemDocument::idFor(const QString& name) const {
    // The schema's id: ^[a-z0-9][a-z0-9-]{0,47}$.
    QString id = name.toLower();
    id.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    id.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    id.truncate(48);
    while (id.endsWith(QLatin1Char('-'))) id.chop(1);
    return id.isEmpty() ? QStringLiteral("house-rules") : id;
}

bool SystemDocument::fork(const QString& builtinId, const QString& name, const QString& id) {
    auto doc = builtinDocument(builtinId.toStdString());
    if (!doc) {
        setErrorString(tr("There is no built-in game system “%1” to start from.").arg(builtinId));
        return false;
    }
    (*doc)["id"] = id.toStdString();
    (*doc)["name"] = name.toStdString();
    (*doc)["basedOn"] = builtinId.toStdString();
    // The fork is not the boxed game: its short title is the designer's name.
    if (doc->contains("shortName")) (*doc)["shortName"] = name.left(60).toStdString();
    m_openErrors.setDiagnostics({});
    setErrorString({});
    become(std::move(doc), {});
    return true;
}

bool SystemDocument::open(const QUrl& url) {
    if (!url.isLocalFile()) {
        m_openErrors.setDiagnostics({});
        setErrorString(tr("Could not open “%1”: only local files can be opened").arg(url.toDisplayString()));
        return false;
    }
    return openFile(url.toLocalFile());
}

bool SystemDocument::isSystemFile(const QString& path) {
    const auto read = tricorne::readJsonFile(fsPath(path));
    return read.document && read.document->is_object() && stringAt(*read.document, "format") == "tricorne-system";
}

bool SystemDocument::openFile(const QString& path) {
    const QString shown = shownName(path);
    tricorne::JsonReadResult read;
    tricorne::Diagnostics problems;
    try {
        read = tricorne::readJsonFile(fsPath(path));
        if (read.document) problems = tricorne::validateSystemDocument(*read.document);
    } catch (const std::exception& e) {  // allocation, filesystem: kept out of the event loop
        m_openErrors.setDiagnostics({});
        setErrorString(tr("Could not open “%1”: %2").arg(shown, QString::fromLocal8Bit(e.what())));
        return false;
    }
    // The engine judges the header first (format, version) and stops there when it is wrong:
    // then there is no system to show. Schema and cross-reference errors are the designer's
    // to fix in the editor, so the file opens with them.
    const bool headerRefused = !read.document || !read.document->is_object() ||
                               stringAt(*read.document, "format") != "tricorne-system" ||
                               std::any_of(problems.begin(), problems.end(), [](const tricorne::Diagnostic& d) {
                                   return d.code == "format" || d.code == "version-unknown" || d.code == "version-newer";
                               });
    if (headerRefused) {
        tricorne::Diagnostics why = read.document ? std::move(problems) : std::move(read.diagnostics);
        const int count = static_cast<int>(why.size());
        m_openErrors.setDiagnostics(std::move(why));
        setErrorString(count > 0 ? tr("Could not open “%1”: it has %n problem(s).", "", count).arg(shown)
                                 : tr("Could not open “%1”: it is not a game system this build can read").arg(shown));
        return false;
    }
    m_openErrors.setDiagnostics({});
    setErrorString({});
    become(std::move(read.document), QFileInfo(path).absoluteFilePath());
    emit opened();
    return true;
}

bool SystemDocument::adoptRecovered(const json& doc, const QString& originPath) {
    if (!doc.is_object() || stringAt(doc, "format") != "tricorne-system") return false;
    setErrorString({});
    become(doc, originPath.isEmpty() ? QString() : QFileInfo(originPath).absoluteFilePath());
    m_undoStack.resetClean();  // nothing on disk holds these edits: the document is modified
    return true;
}

void SystemDocument::become(std::optional<json> doc, const QString& path) {
    m_undoStack.clear();  // before the document changes: old commands must not outlive it
    m_doc = std::move(doc);
    m_original = m_doc ? builtinDocument(stringAt(*m_doc, "basedOn")) : std::nullopt;
    m_filePath = path;
    emit documentChanged();
    emit filePathChanged();
    refresh(QString());
    emit modifiedChanged();
}

void SystemDocument::setValue(const std::string& pointer, const json& value) {
    const json::json_pointer at(pointer);
    if (value.is_null()) {
        json& parent = m_doc->at(at.parent_pointer());
        if (parent.is_object()) parent.erase(at.back());
    } else {
        (*m_doc)[at] = value;
    }
    // The original follows the document's "basedOn" (a whole document restored, an edit of it).
    if (pointer.empty() || pointer == "/basedOn") {
        m_original = builtinDocument(stringAt(*m_doc, "basedOn"));
        emit documentChanged();
    }
    refresh(qs(pointer));
}

void SystemDocument::refresh(const QString& pointer) {
    tricorne::Diagnostics diagnostics;
    if (m_doc) diagnostics = tricorne::validateSystemDocument(*m_doc);
    if (diagnostics != m_diagnostics.diagnostics()) m_diagnostics.setDiagnostics(std::move(diagnostics));
    ++m_revision;
    emit systemChanged(pointer);
    emit revisionChanged();
}

void SystemDocument::closeDocument() {
    setErrorString({});
    m_openErrors.setDiagnostics({});
    become(std::nullopt, {});
}

void SystemDocument::clearError() {
    m_openErrors.setDiagnostics({});
    setErrorString({});
}

QByteArray SystemDocument::text() const {
    if (!m_doc) return {};
    // Keys in the order nlohmann keeps them (sorted), two spaces, UTF-8 as typed: the same
    // text for the same document, so a save, a reopen and a save again are byte-identical.
    return QByteArray::fromStdString(m_doc->dump(2, ' ', false, json::error_handler_t::replace) + "\n");
}

bool SystemDocument::save() {
    if (m_filePath.isEmpty()) {
        setErrorString(tr("This game system has no file yet: use Save As to choose one."));
        return false;
    }
    return saveAs(m_filePath);
}

bool SystemDocument::saveAs(const QString& chosen) {
    if (!m_doc || chosen.isEmpty()) return false;
    QString path = chosen;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".") + QLatin1String(kSuffix);
    const QByteArray bytes = text();
    // The engine's atomic writer, the one scenarios and `tricorne export` use.
    const auto failure = tricorne::writeFileAtomically(fsPath(path), std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (failure) {
        setErrorString(tr("Could not save “%1”: %2. The file on disk was not changed.").arg(shownName(path), qs(*failure)));
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
    setErrorString({});
    m_undoStack.setClean();
    emit filePathChanged();
    emit revisionChanged();  // an unnamed system's title is its file's name
    emit saved();
    return true;
}

bool SystemDocument::saveAsUrl(const QUrl& url) { return url.isLocalFile() && saveAs(url.toLocalFile()); }

bool SystemDocument::bindCopy(ScenarioDocument* battle, const QString& path, bool sidecar) {
    if (!m_doc || !battle || !battle->scenario() || path.isEmpty()) {
        setErrorString(tr("Open a battle and a game system to bind a copy of the battle to the system."));
        return false;
    }
    const tricorne::SystemLoad load = tricorne::loadSystem(*m_doc);
    if (!load.system) {
        setErrorString(tr("“%1” has errors: fix them (the Problems tab) before binding a battle to it.").arg(title()));
        return false;
    }
    // A sidecar is the file as saved: the copy pins its hash, so it must hold what is shown.
    if (sidecar && (m_filePath.isEmpty() || isModified())) {
        setErrorString(tr("Save “%1” first: the copy names its file, which must hold the system as it is now.").arg(title()));
        return false;
    }
    const QString failure = battle->writeBoundCopy(path, *load.system, load.document, sidecar ? m_filePath : QString());
    setErrorString(failure);
    if (failure.isEmpty()) emit boundCopyWritten(QFileInfo(path).absoluteFilePath());
    return failure.isEmpty();
}

void SystemDocument::setErrorString(const QString& error) {
    if (error == m_errorString) return;
    m_errorString = error;
    emit errorStringChanged();
}

QString SystemDocument::fileName() const { return QFileInfo(m_filePath).fileName(); }

QString SystemDocument::title() const {
    if (!m_doc) return {};
    const std::string name = stringAt(*m_doc, "name");
    if (!name.empty()) return qs(name);
    return m_filePath.isEmpty() ? tr("Untitled system") : fileName();
}

QString SystemDocument::systemId() const { return m_doc ? qs(stringAt(*m_doc, "id")) : QString(); }

QString SystemDocument::basedOn() const { return m_original ? qs(stringAt(*m_original, "id")) : QString(); }

QString SystemDocument::basedOnName() const {
    if (!m_original) return {};
    const std::string shortName = stringAt(*m_original, "shortName");
    return qs(shortName.empty() ? stringAt(*m_original, "name") : shortName);
}
