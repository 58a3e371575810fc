import SwiftUI

/// One object of the sky: its facts, the observer's log of it (a sheet) and where it is (full screen).
struct ObjectDetailView: View {
    @ObservedObject var presenter: ObjectDetailPresenter

    var body: some View {
        VStack(spacing: 16) {
            Text(presenter.object.name).font(.largeTitle)
            Text("Magnitude \(presenter.object.magnitude)")
            Text(presenter.visibilityText())
            Button("Observation log") { presenter.didTapLog() }
            Button("Find it in the sky") { presenter.didTapStarMap() }
        }
        .sheet(isPresented: $presenter.showsLog) {
            ObservationLogView(viewModel: ObservationLogViewModel(object: presenter.object))
        }
        .fullScreenCover(isPresented: $presenter.showsStarMap) {
            StarMapView(viewModel: StarMapViewModel(target: presenter.object))
        }
    }
}
