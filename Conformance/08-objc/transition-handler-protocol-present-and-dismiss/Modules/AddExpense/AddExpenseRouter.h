//
//  AddExpenseRouter.h
//  Tally
//

#import <Foundation/Foundation.h>
#import "ModuleTransitionHandler.h"

@protocol AddExpenseRouterInput <NSObject>
- (void)closeModule;
@end

@interface AddExpenseRouter : NSObject <AddExpenseRouterInput>

@property (nonatomic, weak) id<ModuleTransitionHandler> transitionHandler;

@end
