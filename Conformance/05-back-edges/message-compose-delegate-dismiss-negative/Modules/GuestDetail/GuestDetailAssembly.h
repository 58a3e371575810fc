//
//  GuestDetailAssembly.h
//  Soiree
//

#import <UIKit/UIKit.h>

@interface GuestDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithName:(NSString *)name phoneNumber:(NSString *)phoneNumber;

@end
