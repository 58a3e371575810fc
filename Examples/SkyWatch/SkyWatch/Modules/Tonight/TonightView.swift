import SwiftUI

/// What can be seen tonight.
struct TonightView: View {
    @ObservedObject var presenter: TonightPresenter

    var body: some View {
        List(presenter.objects) { object in
            Button(object.name) { presenter.didSelect(object) }
        }
        .toolbar {
            Button("Settings") { presenter.didTapSettings() }
        }
        .onAppear { presenter.viewAppeared() }
    }
}
