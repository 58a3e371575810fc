//
//  SellerProfileRouter.h
//  Groove
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SellerProfileRouterInput <NSObject>
- (void)closeModule;
@end

@interface SellerProfileRouter : NSObject <SellerProfileRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end

NS_ASSUME_NONNULL_END
