//
//  SellerProfilePresenter.h
//  Groove
//

#import <Foundation/Foundation.h>
#import "SellerProfileViewController.h"
#import "SellerProfileRouter.h"

NS_ASSUME_NONNULL_BEGIN

@interface SellerProfilePresenter : NSObject <SellerProfileViewOutput>

@property (nonatomic, weak) id<SellerProfileViewInput> view;
@property (nonatomic, strong) id<SellerProfileRouterInput> router;

- (instancetype)initWithSellerName:(NSString *)sellerName;

@end

NS_ASSUME_NONNULL_END
