import SwiftUI

struct RecipesView: View {
    @ObservedObject var presenter: RecipesPresenter
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            List {
                if let summary = presenter.activeFilterSummary {
                    Label(summary, systemImage: "line.3.horizontal.decrease.circle")
                        .foregroundStyle(.secondary)
                }
                ForEach(presenter.recipes) { recipe in
                    LabeledContent(recipe.title, value: presenter.subtitle(of: recipe))
                }
            }
            .navigationTitle("Tonight")
            .toolbar {
                Toggle("Filters", isOn: $showsFilters)
                    .toggleStyle(.button)
            }
            .sheet(isPresented: $showsFilters) {
                DietFiltersBuilder.build(preferences: presenter.preferences)
                    .presentationDetents([.medium, .large])
            }
            .task(id: showsFilters) { await presenter.load() }
        }
    }
}
