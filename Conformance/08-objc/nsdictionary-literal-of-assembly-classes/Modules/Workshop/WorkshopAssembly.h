//
//  WorkshopAssembly.h
//  SpokeShop
//

#import <UIKit/UIKit.h>

@interface WorkshopAssembly : NSObject

+ (UIViewController *)buildModule;

@end
