//
//  TidewaterApp.swift
//  Tidewater
//

import SwiftUI

struct ContinuedHarbour: Identifiable {
    let id: String
}

@main
struct TidewaterApp: App {
    @State private var continuedHarbour: ContinuedHarbour?

    var body: some Scene {
        WindowGroup {
            HarboursBuilder.build()
                // Handoff from the departures board open on another device.
                .onContinueUserActivity(DeparturesActivity.type) { activity in
                    guard let harbourId = activity.userInfo?[DeparturesActivity.harbourIdKey] as? String else { return }
                    continuedHarbour = ContinuedHarbour(id: harbourId)
                }
                .sheet(item: $continuedHarbour) { harbour in
                    NavigationStack {
                        DeparturesBuilder.build(harbourId: harbour.id)
                    }
                }
        }
    }
}
