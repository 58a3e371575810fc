import SwiftUI

struct PatternsView: View {
    @ObservedObject var presenter: PatternsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.patterns) { pattern in
                NavigationLink(value: pattern) {
                    VStack(alignment: .leading) {
                        Text(pattern.name).font(.headline)
                        Text(presenter.caption(for: pattern))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Patterns")
            .navigationDestination(for: KnittingPattern.self) { pattern in
                PatternDetailBuilder.build(pattern: pattern)
            }
            .task { await presenter.load() }
        }
    }
}
