//
//  BikeDetailAssembly.h
//  Spokes
//

#import <UIKit/UIKit.h>

@interface BikeDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithBikeIdentifier:(NSString *)bikeIdentifier;

@end
