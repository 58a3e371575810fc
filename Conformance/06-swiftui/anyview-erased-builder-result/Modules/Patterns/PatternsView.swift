import SwiftUI

struct PatternsView: View {
    @ObservedObject var presenter: PatternsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.visiblePatterns) { pattern in
                NavigationLink(destination: PatternStepsBuilder.build(pattern: pattern)) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(pattern.name).font(.headline)
                        Text(presenter.details(for: pattern))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .searchable(text: $presenter.searchText)
            .navigationTitle("Patterns")
            .task { await presenter.load() }
        }
    }
}
