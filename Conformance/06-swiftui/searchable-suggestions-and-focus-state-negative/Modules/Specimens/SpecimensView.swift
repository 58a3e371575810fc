import SwiftUI

struct SpecimensView: View {
    @ObservedObject var presenter: SpecimensPresenter
    let herbarium: Herbarium
    @State private var isSearching = false

    var body: some View {
        NavigationStack {
            List(presenter.results) { specimen in
                NavigationLink(destination: SpecimenDetailBuilder.build(specimen: specimen, herbarium: herbarium)) {
                    VStack(alignment: .leading) {
                        Text(specimen.species).italic()
                        Text("\(specimen.family) · \(specimen.collector), \(String(specimen.year))")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Herbarium")
            .searchable(text: $presenter.query, isPresented: $isSearching, prompt: "Species, family or collector")
            .searchSuggestions {
                ForEach(presenter.suggestions, id: \.self) { suggestion in
                    Label(suggestion, systemImage: "leaf")
                        .searchCompletion(suggestion)
                }
            }
            .onSubmit(of: .search) {
                presenter.commitSearch()
            }
            .toolbar {
                Button("Find", systemImage: "magnifyingglass") {
                    isSearching = true
                }
            }
            .task { await presenter.load() }
        }
    }
}
