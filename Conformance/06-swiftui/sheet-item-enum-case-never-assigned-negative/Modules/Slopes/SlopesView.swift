import SwiftUI

struct SlopesView: View {
    @ObservedObject var presenter: SlopesPresenter
    let resort: ResortService

    var body: some View {
        NavigationStack {
            List(presenter.runs) { run in
                HStack {
                    VStack(alignment: .leading) {
                        Text(run.name).font(.headline)
                        Text(run.isOpen ? run.grade : "Closed").font(.caption)
                    }
                    Spacer()
                    Button("Rent gear") { presenter.didTapRentGear(for: run) }
                        .buttonStyle(.bordered)
                        .disabled(!run.isOpen)
                }
            }
            .navigationTitle("Slopes")
            .toolbar {
                Button("Lift pass", systemImage: "ticket") { presenter.didTapBuyPass() }
            }
            .sheet(item: $presenter.sheet) { sheet in
                switch sheet {
                case .liftPass:
                    LiftPassConfigurator.configure(resort: resort)
                case .gearRental(let run):
                    GearRentalConfigurator.configure(run: run, resort: resort)
                case .skiLesson(let level):
                    SkiLessonConfigurator.configure(level: level, resort: resort)
                }
            }
            .task { await presenter.load() }
        }
    }
}
