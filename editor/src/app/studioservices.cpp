#include "app/studioservices.h"

#include "app/datadirectory.h"
#include "document/scenariodocument.h"

StudioServices::StudioServices(ScenarioDocument* document, QObject* parent)
    : QObject(parent), m_autosave(document), m_watcher(document) {
    const auto remember = [this, document] { m_recentFiles.add(document->filePath()); };
    connect(document, &ScenarioDocument::opened, this, remember);
    connect(document, &ScenarioDocument::saved, this, remember);
    const auto rememberSystem = [this] { m_recentFiles.add(m_systemDocument.filePath()); };
    connect(&m_systemDocument, &SystemDocument::opened, this, rememberSystem);
    connect(&m_systemDocument, &SystemDocument::saved, this, rememberSystem);
    m_holds.setDocument(document);
    m_comparison.setDocument(document);
    connect(&m_comparison, &ComparisonModel::failed, this, &StudioServices::comparisonFailed);
}

QVariantList StudioServices::templates() const { return DataDirectory::templates(); }

void StudioServices::setHoldsShown(bool shown) {
    if (shown == m_holds.shown()) return;
    m_holds.setShown(shown);
    emit holdsShownChanged();
}
