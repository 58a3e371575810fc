import SwiftUI

/// The atlas screen: the map canvas with its legend (the small `AtlasView`).
struct AtlasCanvas: View {
    @ObservedObject var presenter: AtlasPresenter

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Color.green.opacity(0.2)
            AtlasView(pins: presenter.pins)
        }
        .onAppear { presenter.load() }
    }
}
