import SwiftUI

struct StudioView: View {
    @ObservedObject var presenter: StudioPresenter
    @EnvironmentObject private var tabs: StudioTabs
    let catalog: StudioCatalog

    var body: some View {
        TabView(selection: $tabs.selected) {
            LessonsModule.make(catalog: catalog)
                .tabItem { Label("Lessons", systemImage: "music.note.list") }
                .tag(StudioTab.lessons)
            PracticeModule.make(catalog: catalog)
                .tabItem { Label("Practice", systemImage: "metronome") }
                .badge(presenter.practiceMinutesToday)
                .tag(StudioTab.practice)
            RecitalsModule.make(catalog: catalog)
                .tabItem { Label("Recitals", systemImage: "music.mic") }
                .tag(StudioTab.recitals)
        }
        .onChange(of: tabs.selected) { _, _ in presenter.refresh() }
    }
}
