//
//  RentalCheckoutAssembly.h
//  Spokes
//

#import <UIKit/UIKit.h>

@interface RentalCheckoutAssembly : NSObject

+ (UIViewController *)buildModuleWithBikeIdentifier:(NSString *)bikeIdentifier;

@end
