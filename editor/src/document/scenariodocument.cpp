#include "document/scenariodocument.h"

#include <exception>
#include <filesystem>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "common/boardgeometry.h"
#include "common/filepaths.h"
#include "common/enginetext.h"
#include "common/fromengine.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/validate/export.h"
#include "tricorne/validate/system_files.h"
#include "tricorne/validate/validate.h"

namespace {

/// The file names a reference picture relative to its own folder; the studio holds the path
/// absolute while the scenario is open, so that undo, Save As elsewhere and recovery files
/// all keep pointing at the same picture.
void resolveReferencePath(tricorne::Scenario& scenario, const QString& scenarioFile) {
    if (!scenario.referencePicture) return;
    const QString stored = QString::fromStdString(scenario.referencePicture->path);
    if (QDir::isAbsolutePath(stored)) return;
    scenario.referencePicture->path = QDir::cleanPath(QFileInfo(scenarioFile).absoluteDir().filePath(stored)).toStdString();
}

/// `scenario` as it is written to `scenarioFile`: the reference picture named relative to the
/// file's folder, with '/' between folders on every platform.
tricorne::Scenario withRelativeReference(tricorne::Scenario scenario, const QString& scenarioFile) {
    if (scenario.referencePicture) {
        const QString absolute = QString::fromStdString(scenario.referencePicture->path);
        scenario.referencePicture->path = QFileInfo(scenarioFile).absoluteDir().relativeFilePath(absolute).toStdString();
    }
    return scenario;
}

/// A kept system's sidecar is named relative to the scenario's folder (the engine resolves it
/// so): saved into another folder, the scenario must name the same file from there.
void rebaseSidecar(tricorne::Scenario& scenario, const QString& fromFile, const QString& toFile) {
    if (!scenario.systemBinding || scenario.systemBinding->sidecar.empty() || fromFile.isEmpty()) return;
    const QDir from = QFileInfo(fromFile).absoluteDir(), to = QFileInfo(toFile).absoluteDir();
    if (from == to) return;
    const QString absolute = QDir::cleanPath(from.filePath(QString::fromStdString(scenario.systemBinding->sidecar)));
    scenario.systemBinding->sidecar = to.relativeFilePath(absolute).toStdString();
}

}  // namespace

ScenarioDocument::ScenarioDocument(QObject* parent) : QObject(parent) {
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, &ScenarioDocument::modifiedChanged);
    m_roster.setDocument(this);
}

ScenarioDocument::~ScenarioDocument() {
    // Commands refer to this document; delete them while it is still whole.
    m_undoStack.clear();
}

bool ScenarioDocument::open(const QUrl& url) {
    if (!url.isLocalFile()) {
        m_openErrors.setDiagnostics({});
        setErrorString(tr("Could not open “%1”: only local files can be opened").arg(url.toDisplayString()));
        return false;
    }
    return openFile(url.toLocalFile());
}

bool ScenarioDocument::openFile(const QString& path) { return load(path, false); }

bool ScenarioDocument::newFromTemplate(const QString& templatePath) { return load(templatePath, true); }

bool ScenarioDocument::load(const QString& path, bool asTemplate) {
    const QString shown = shownName(path);
    tricorne::ScenarioLoad result;
    try {
        // The engine never throws for bad files (it reports diagnostics); this guard only keeps
        // an unexpected library exception (allocation, filesystem) out of the Qt event loop.
        if (path.startsWith(QLatin1String(":/"))) {  // a built-in template: Qt resources, not a file
            QFile file(path);
            file.open(QIODevice::ReadOnly);
            const QByteArray bytes = file.readAll();
            auto read = tricorne::parseJson(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
            if (read.document)
                result = tricorne::loadScenario(std::move(*read.document));
            else
                result.diagnostics = std::move(read.diagnostics);
        } else {
            result = tricorne::loadScenarioFile(fsPath(path));
        }
    } catch (const std::exception& e) {
        m_openErrors.setDiagnostics({});
        setErrorString(tr("Could not open “%1”: %2").arg(shown, QString::fromLocal8Bit(e.what())));
        return false;
    }

    if (!result.scenario) {
        // The headline names the file and counts the problems; openErrors lists each with its
        // place, so no reason is said twice.
        const int problems = static_cast<int>(result.diagnostics.size());
        m_openErrors.setDiagnostics(std::move(result.diagnostics));
        setErrorString(problems > 0 ? tr("Could not open “%1”: it has %n problem(s).", "", problems).arg(shown)
                                    : tr("Could not open “%1”: it is not a scenario this build can read").arg(shown));
        return false;
    }

    m_openErrors.setDiagnostics({});
    setErrorString({});
    resolveReferencePath(*result.scenario, path);
    if (result.systemOwner && !result.systemOwner->hash.empty()) m_systemsRead.push_back(result.systemOwner);
    m_systemDocument = std::move(result.systemDocument);
    become(std::move(result.scenario), result.system, asTemplate ? QString() : QFileInfo(path).absoluteFilePath(),
           std::move(result.diagnostics));
    if (!asTemplate) emit opened();
    return true;
}

void ScenarioDocument::become(std::optional<tricorne::Scenario> scenario, const tricorne::GameSystem* system,
                              const QString& path, tricorne::Diagnostics diagnostics) {
    m_undoStack.clear();  // before the model changes: old commands must not outlive it
    m_scenario = std::move(scenario);
    m_system = system;
    m_filePath = path;
    refresh(ScenarioChange::everything(), std::move(diagnostics));
    emit modifiedChanged();
}

void ScenarioDocument::scenarioEdited(const ScenarioChange& change) {
    tricorne::Diagnostics diagnostics;
    if (m_scenario && m_system) diagnostics = tricorne::validateSemantics(*m_scenario, *m_system);
    refresh(change, std::move(diagnostics));
}

void ScenarioDocument::refresh(const ScenarioChange& change, tricorne::Diagnostics diagnostics) {
    m_board.update(scenario(), m_system, diagnostics, change.hexes);
    const int errorsBefore = m_diagnostics.errorCount();
    if (diagnostics != m_diagnostics.diagnostics()) m_diagnostics.setDiagnostics(std::move(diagnostics));
    ++m_revision;
    using Part = ScenarioChange::Part;
    if (change.parts & Part::System) emit documentChanged();
    emit scenarioChanged(change);
    if (change.parts & Part::Notes) emit notesChanged();
    if (change.parts & Part::Pieces) emit piecesChanged();
    if (change.parts & Part::Objectives) emit objectivesChanged();
    if (change.parts & Part::SpecialRules) emit specialRulesChanged();
    if (change.parts & Part::Labels) emit labelsChanged();
    if (change.parts & Part::Unplaced) emit unplacedChanged();
    if (change.parts & Part::Reference) emit referenceChanged();
    // canExport and exportBlockedReason follow the errors and the tray.
    if (change.parts & (Part::System | Part::Unplaced) || m_diagnostics.errorCount() != errorsBefore) emit problemsChanged();
    emit revisionChanged();
}

bool ScenarioDocument::adoptRecovered(const tricorne::Scenario& recovered) {
    // As a load resolves it, with no folder: a built-in system, or the one the scenario embeds.
    tricorne::SystemResolution resolved = tricorne::resolveScenarioSystem(recovered, tricorne::builtinSystems(), {});
    if (!resolved.system) return false;
    const tricorne::GameSystem* system = resolved.system.get();
    if (!system->hash.empty()) m_systemsRead.push_back(resolved.system);
    m_systemDocument = std::move(resolved.document);
    setErrorString({});
    become(recovered, system, {}, tricorne::validateSemantics(recovered, *system));
    m_undoStack.resetClean();  // nothing on disk holds these edits: the document is modified
    return true;
}

void ScenarioDocument::closeDocument() {
    setErrorString({});
    m_openErrors.setDiagnostics({});
    m_systemDocument.clear();
    become(std::nullopt, nullptr, {}, {});
}

void ScenarioDocument::clearError() {
    m_openErrors.setDiagnostics({});
    setErrorString({});
}

QString ScenarioDocument::writeAtomically(const QString& path, const QByteArray& bytes) {
    // The engine's atomic writer, the one `tricorne export` uses: a temporary file next to the
    // target renamed over it (a failed write leaves the old file as it was and no temporary
    // file, ulimit -f included), the replaced file's mode kept, a symbolic link written through.
    const auto failure = tricorne::writeFileAtomically(fsPath(path),
                                                       std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!failure) return {};
    return tr("Could not save “%1”: %2. The file on disk was not changed.").arg(shownName(path), qs(*failure));
}

bool ScenarioDocument::writeFile(const QString& path, const QByteArray& bytes) {
    const QString failure = writeAtomically(path, bytes);
    if (!failure.isEmpty()) setErrorString(failure);
    return failure.isEmpty();
}

QString ScenarioDocument::writeBoundCopy(const QString& path, const tricorne::GameSystem& system, const std::string& document,
                                         const QString& sidecarFile) const {
    if (!m_scenario) return tr("Open a battle first: a copy of it is bound to the game system.");
    tricorne::Scenario copy = *m_scenario;
    // A sidecar is named from the copy's folder, as the engine resolves it.
    const std::string sidecar =
        sidecarFile.isEmpty() ? std::string() : QFileInfo(path).absoluteDir().relativeFilePath(QFileInfo(sidecarFile).absoluteFilePath()).toStdString();
    tricorne::bindSystem(copy, system, document, sidecar);
    for (const tricorne::Diagnostic& d : tricorne::validateSemantics(copy, system))
        if (d.severity == tricorne::Severity::Error)
            return tr("“%1” does not fit the game system “%2”: %3 Bind it to a system that has the battle's armies, unit types and terrain.")
                .arg(title(), qs(system.name), diagnosticText(d));
    return writeAtomically(path, QByteArray::fromStdString(tricorne::canonicalScenarioText(withRelativeReference(copy, path))));
}

bool ScenarioDocument::save() {
    if (m_filePath.isEmpty()) {
        setErrorString(tr("This scenario has no file yet: use Save As to choose one."));
        return false;
    }
    return saveAs(m_filePath);
}

bool ScenarioDocument::saveAs(const QString& path) {
    if (!m_scenario || path.isEmpty()) return false;
    tricorne::Scenario written = *m_scenario;
    rebaseSidecar(written, m_filePath, path);
    const QByteArray bytes = QByteArray::fromStdString(tricorne::canonicalScenarioText(withRelativeReference(written, path)));
    if (!writeFile(path, bytes)) return false;
    if (m_scenario->systemBinding) m_scenario->systemBinding = written.systemBinding;  // named from its new folder
    m_filePath = QFileInfo(path).absoluteFilePath();
    setErrorString({});
    m_undoStack.setClean();
    emit documentChanged();
    emit notesChanged();  // an untitled scenario's title is its file's name
    emit saved();
    return true;
}

bool ScenarioDocument::saveAsUrl(const QUrl& url) { return url.isLocalFile() && saveAs(url.toLocalFile()); }

bool ScenarioDocument::canExport() const {
    return isLoaded() && m_diagnostics.errorCount() == 0 && tricorne::unplacedPieceCount(*m_scenario) == 0;
}

QString ScenarioDocument::exportBlockedReason() const {
    if (!m_scenario) return tr("Nothing to export: no scenario is open.");
    const int errors = m_diagnostics.errorCount();
    if (errors == 0) {
        // The engine counts the tray; the studio words it (tricorne::placePiecesFirst is the CLI's).
        const int unplaced = tricorne::unplacedPieceCount(*m_scenario);
        if (unplaced == 0) return {};
        return tr("Export is disabled: place %n piece(s) first (see the Unplaced tray).", nullptr, unplaced);
    }
    return errors == 1 ? tr("Export is disabled: the scenario has 1 error (see Problems).")
                       : tr("Export is disabled: the scenario has %1 errors (see Problems).").arg(errors);
}

bool ScenarioDocument::exportTo(const QString& path) {
    if (!canExport()) {
        setErrorString(exportBlockedReason());
        return false;
    }
    tricorne::CanonicalText text;
    try {
        // As `tricorne export`: a system that is not built in travels embedded in the battle.
        tricorne::Scenario exported = *m_scenario;
        if (m_system) tricorne::bindSystem(exported, *m_system, m_systemDocument);
        text = tricorne::canonicalExportText(exported);
    } catch (const std::exception& e) {
        setErrorString(tr("Could not export “%1”: %2").arg(shownName(path), QString::fromLocal8Bit(e.what())));
        return false;
    }
    if (tricorne::hasErrors(text.diagnostics) || text.text.empty()) {
        const QString why = text.diagnostics.empty() ? tr("the engine refused it") : diagnosticText(text.diagnostics.front());
        setErrorString(tr("Could not export “%1”: %2").arg(shownName(path), why));
        return false;
    }
    if (!writeFile(path, QByteArray::fromStdString(text.text))) return false;
    setErrorString({});
    return true;
}

bool ScenarioDocument::exportToUrl(const QUrl& url) { return url.isLocalFile() && exportTo(url.toLocalFile()); }

void ScenarioDocument::setErrorString(const QString& error) {
    if (error == m_errorString) return;
    m_errorString = error;
    emit errorStringChanged();
}

QString ScenarioDocument::fileName() const { return QFileInfo(m_filePath).fileName(); }

QString ScenarioDocument::title() const {
    if (!m_scenario) return {};
    if (!m_scenario->metadata.title.empty()) return qs(m_scenario->metadata.title);
    return m_filePath.isEmpty() ? tr("Untitled") : fileName();
}

QString ScenarioDocument::date() const { return m_scenario ? qs(m_scenario->metadata.date) : QString(); }

bool ScenarioDocument::onBoard(tricorne::Hex hex) const { return BoardGeometry::onBoard(tricorne::toOffset(hex), boardShape()); }

QString ScenarioDocument::systemId() const { return m_scenario ? qs(m_scenario->system) : QString(); }

QString ScenarioDocument::systemName() const {
    if (m_system) return qs(m_system->name);
    return m_scenario ? qs(m_scenario->system) : QString();
}

QString ScenarioDocument::sideLabel(tricorne::Position position) const {
    if (!m_scenario) return {};
    const tricorne::SideSetup& side = m_scenario->side(position);
    const tricorne::Faction* faction = m_system ? m_system->faction(side.faction) : nullptr;
    QString label = faction ? engineText(faction->name) : qs(side.faction);
    if (!side.commander.empty()) label += QStringLiteral(" — ") + qs(side.commander);
    return label;
}

QString ScenarioDocument::topSide() const { return sideLabel(tricorne::Position::Top); }
QString ScenarioDocument::bottomSide() const { return sideLabel(tricorne::Position::Bottom); }

QString ScenarioDocument::firstPlayer() const {
    return m_scenario ? QString::fromLatin1(tricorne::positionName(m_scenario->firstPlayer)) : QString();
}

int ScenarioDocument::victoryBanners() const { return m_scenario ? m_scenario->victoryBanners : 0; }
int ScenarioDocument::unitCount() const { return m_scenario ? static_cast<int>(m_scenario->units.size()) : 0; }
int ScenarioDocument::leaderCount() const { return m_scenario ? static_cast<int>(m_scenario->leaders.size()) : 0; }
