//
//  PetListAssembly.h
//  Pawprint
//

#import <UIKit/UIKit.h>

@interface PetListAssembly : NSObject

+ (UIViewController *)buildModule;

@end
