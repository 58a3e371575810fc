import SwiftUI

struct TankView: View {
    @ObservedObject var presenter: TankPresenter

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    presenter.waterQualityHeader
                    Text("Livestock · \(presenter.totalFish)")
                        .font(.title3.bold())
                    ForEach(presenter.fish) { fish in
                        HStack {
                            Image(systemName: "fish")
                            Text(fish.species)
                            Spacer()
                            Text("×\(fish.count)").foregroundStyle(.secondary)
                        }
                        .padding()
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding()
            }
            .navigationTitle(presenter.tankName)
            .task { await presenter.load() }
        }
    }
}
