import SwiftUI

struct WorkoutsView: View {
    @ObservedObject var presenter: WorkoutsPresenter
    @ObservedObject var router: WorkoutsRouter

    var body: some View {
        NavigationStack(path: $router.path) {
            List(presenter.plan) { exercise in
                Button {
                    presenter.didSelect(exercise)
                } label: {
                    LabeledContent(exercise.name, value: "\(exercise.sets)×\(exercise.reps)")
                }
            }
            .navigationTitle("Today")
            .toolbar {
                Button("History", systemImage: "clock.arrow.circlepath") {
                    presenter.didTapHistory()
                }
            }
            .navigationDestination(for: WorkoutsRoute.self) { route in
                router.destination(for: route)
            }
            .task { await presenter.viewDidAppear() }
        }
    }
}
