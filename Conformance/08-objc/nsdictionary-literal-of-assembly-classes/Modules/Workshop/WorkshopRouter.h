//
//  WorkshopRouter.h
//  SpokeShop
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol WorkshopRouterInput <NSObject>
- (void)openGuideWithIdentifier:(NSString *)identifier;
@end

@interface WorkshopRouter : NSObject <WorkshopRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end

NS_ASSUME_NONNULL_END
