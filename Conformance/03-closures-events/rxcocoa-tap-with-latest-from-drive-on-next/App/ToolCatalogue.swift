import Foundation
import RxSwift

struct Tool: Equatable {
    let id: Int
    let name: String
    let depositEuros: Int
}

final class ToolCatalogue {

    func availableTools() -> Observable<[Tool]> {
        .just([
            Tool(id: 1, name: "Cordless drill", depositEuros: 20),
            Tool(id: 2, name: "Tile cutter", depositEuros: 35),
            Tool(id: 3, name: "Pressure washer", depositEuros: 50)
        ])
    }

    func reserve(_ tool: Tool, days: Int) -> Single<Bool> {
        .just(true).delay(.milliseconds(300), scheduler: MainScheduler.instance)
    }
}
