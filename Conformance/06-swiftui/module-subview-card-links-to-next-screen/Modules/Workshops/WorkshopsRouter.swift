import SwiftUI

final class WorkshopsRouter {
    private let api: StudioAPI

    init(api: StudioAPI) {
        self.api = api
    }

    @MainActor
    func makeBooking(for workshop: Workshop) -> some View {
        WorkshopBookingBuilder.build(workshop: workshop, api: api)
    }
}
