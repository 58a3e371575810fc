//
//  FragranceFlowController.h
//  Sillage
//

#import <UIKit/UIKit.h>
#import "FragrancesModuleOutput.h"

NS_ASSUME_NONNULL_BEGIN

@interface FragranceFlowController : NSObject <FragrancesModuleOutput>

- (void)startInWindow:(UIWindow *)window;

@end

NS_ASSUME_NONNULL_END
