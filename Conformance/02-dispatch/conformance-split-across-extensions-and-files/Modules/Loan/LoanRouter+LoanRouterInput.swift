import Foundation

extension LoanRouter: LoanRouterInput {}
