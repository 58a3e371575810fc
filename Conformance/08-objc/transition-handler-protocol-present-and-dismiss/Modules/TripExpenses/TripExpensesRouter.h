//
//  TripExpensesRouter.h
//  Tally
//

#import <Foundation/Foundation.h>
#import "ModuleTransitionHandler.h"
#import "AddExpenseModuleOutput.h"

NS_ASSUME_NONNULL_BEGIN

@protocol TripExpensesRouterInput <NSObject>
- (void)openAddExpenseForTripNamed:(NSString *)tripName moduleOutput:(id<AddExpenseModuleOutput>)moduleOutput;
@end

@interface TripExpensesRouter : NSObject <TripExpensesRouterInput>

@property (nonatomic, weak) id<ModuleTransitionHandler> transitionHandler;

@end

NS_ASSUME_NONNULL_END
