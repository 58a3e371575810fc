import SwiftUI

struct FiltersPanel: View {
    @ObservedObject var presenter: BouquetsPresenter

    var body: some View {
        NavigationStack {
            Form {
                Picker("Occasion", selection: $presenter.occasion) {
                    Text("Any").tag(Occasion?.none)
                    ForEach(Occasion.allCases) { occasion in
                        Text(occasion.rawValue).tag(Optional(occasion))
                    }
                }
                VStack(alignment: .leading) {
                    Text("Up to \(Int(presenter.maxPrice)) £")
                    Slider(value: $presenter.maxPrice, in: 20...80, step: 5)
                }
                Button("Reset filters", role: .destructive) {
                    presenter.resetFilters()
                }
            }
            .navigationTitle("Filters")
            .toolbar {
                Button("Done") { presenter.didTapDoneFilters() }
            }
        }
        .presentationDetents([.medium])
    }
}
