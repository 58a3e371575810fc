import SwiftUI

struct GardenView: View {
    @ObservedObject var presenter: GardenPresenter

    var body: some View {
        NavigationSplitView {
            BedsBuilder.build(selection: $presenter.selectedBedID)
        } detail: {
            if let bed = presenter.selectedBed {
                PlantCareBuilder.build(bed: bed)
            } else {
                Text("Pick a bed").foregroundStyle(.secondary)
            }
        }
    }
}
