//
//  Allotment.swift
//  Plotline
//

import Foundation

struct Plot: Hashable {
    let number: Int
    let bed: String
}

struct Seed: Hashable {
    let variety: String
    let sowFromWeek: Int
    let sowUntilWeek: Int
}

struct Harvest: Hashable {
    let crop: String
    let kilograms: Double
    let date: Date
}

final class AllotmentStore {
    static let shared = AllotmentStore()

    private(set) var plans: [(plot: Plot, seed: Seed, week: Int)] = []

    let plots = [
        Plot(number: 14, bed: "North raised bed"),
        Plot(number: 14, bed: "Fruit cage"),
        Plot(number: 15, bed: "Polytunnel")
    ]

    let seeds = [
        Seed(variety: "Broad bean 'Aquadulce'", sowFromWeek: 44, sowUntilWeek: 48),
        Seed(variety: "Carrot 'Autumn King'", sowFromWeek: 14, sowUntilWeek: 26),
        Seed(variety: "Chard 'Bright Lights'", sowFromWeek: 15, sowUntilWeek: 30)
    ]

    let harvests = [
        Harvest(crop: "Runner beans", kilograms: 2.4, date: Date(timeIntervalSince1970: 1_690_000_000)),
        Harvest(crop: "Courgettes", kilograms: 5.1, date: Date(timeIntervalSince1970: 1_690_600_000))
    ]

    func savePlan(plot: Plot, seed: Seed, week: Int) {
        plans.append((plot, seed, week))
    }
}
