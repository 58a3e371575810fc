import SwiftUI

struct GymView: View {
    @ObservedObject var presenter: GymPresenter

    var body: some View {
        TabView {
            NavigationStack {
                List(presenter.walls) { wall in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(wall.name)
                            .font(.headline)
                        Text("\(wall.style) · reset \(wall.resetOn.formatted(date: .abbreviated, time: .omitted))")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .navigationTitle("Walls")
            }
            .tabItem { Label("Walls", systemImage: "figure.climbing") }
            presenter.accountTab
                .tabItem { Label("Account", systemImage: "person.crop.circle") }
        }
    }
}
