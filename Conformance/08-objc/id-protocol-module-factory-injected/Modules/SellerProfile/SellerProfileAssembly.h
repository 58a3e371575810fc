//
//  SellerProfileAssembly.h
//  Groove
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface SellerProfileAssembly : NSObject

+ (UIViewController *)buildModuleWithSellerName:(NSString *)sellerName;

@end

NS_ASSUME_NONNULL_END
