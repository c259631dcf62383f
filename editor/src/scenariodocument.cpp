#include "scenariodocument.h"

#include <exception>
#include <filesystem>

#include <QFile>
#include <QFileInfo>

#include "tricorne/validate.h"

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

ScenarioDocument::ScenarioDocument(QObject* parent) : QObject(parent) {
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, &ScenarioDocument::modifiedChanged);
}

ScenarioDocument::~ScenarioDocument() = default;

bool ScenarioDocument::open(const QUrl& url) {
    if (!url.isLocalFile()) {
        const QString shown = url.toDisplayString();
        m_openErrors.setDiagnostics({});
        setErrorString(tr("Could not open “%1”: only local files can be opened").arg(shown));
        return false;
    }
    return openFile(url.toLocalFile());
}

bool ScenarioDocument::openFile(const QString& path) {
    const QString shown = QFileInfo(path).fileName().isEmpty() ? path : QFileInfo(path).fileName();
    tricorne::ScenarioLoad load;
    try {
        // The engine never throws for bad files (it reports diagnostics); this guard only keeps
        // an unexpected library exception (allocation, filesystem) out of the Qt event loop.
        load = tricorne::loadScenarioFile(std::filesystem::path(QFile::encodeName(path).toStdString()));
    } catch (const std::exception& e) {
        m_openErrors.setDiagnostics({});
        setErrorString(tr("Could not open “%1”: %2").arg(shown, QString::fromLocal8Bit(e.what())));
        return false;
    }

    if (!load.scenario) {
        QString reason = tr("it is not a scenario this build can read");
        for (const auto& d : load.diagnostics)
            if (d.severity == tricorne::Severity::Error) {
                reason = qs(d.message);
                break;
            }
        m_openErrors.setDiagnostics(std::move(load.diagnostics));
        setErrorString(tr("Could not open “%1”: %2").arg(shown, reason));
        return false;
    }

    m_scenario = std::move(load.scenario);
    m_system = load.system;
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_undoStack.clear();  // a fresh document: no history, clean
    m_board.setScenario(scenario(), m_system, load.diagnostics);
    m_diagnostics.setDiagnostics(std::move(load.diagnostics));
    m_openErrors.setDiagnostics({});
    setErrorString({});
    emit documentChanged();
    emit modifiedChanged();
    return true;
}

void ScenarioDocument::clearError() {
    m_openErrors.setDiagnostics({});
    setErrorString({});
}

void ScenarioDocument::setErrorString(const QString& error) {
    if (error == m_errorString) return;
    m_errorString = error;
    emit errorStringChanged();
}

QString ScenarioDocument::fileName() const { return QFileInfo(m_filePath).fileName(); }

QString ScenarioDocument::title() const {
    if (!m_scenario) return {};
    if (!m_scenario->metadata.title.empty()) return qs(m_scenario->metadata.title);
    return fileName();
}

QString ScenarioDocument::date() const { return m_scenario ? qs(m_scenario->metadata.date) : QString(); }

QString ScenarioDocument::systemName() const {
    if (m_system) return qs(m_system->name);
    return m_scenario ? qs(m_scenario->system) : QString();
}

QString ScenarioDocument::sideLabel(tricorne::Position position) const {
    if (!m_scenario) return {};
    const tricorne::SideSetup& side = m_scenario->side(position);
    const tricorne::Faction* faction = m_system ? m_system->faction(side.faction) : nullptr;
    QString label = faction ? qs(faction->name) : qs(side.faction);
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
