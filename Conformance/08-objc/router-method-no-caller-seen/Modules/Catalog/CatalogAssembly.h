//
//  CatalogAssembly.h
//  Stacks
//

#import <UIKit/UIKit.h>

@interface CatalogAssembly : NSObject

+ (UIViewController *)buildModule;

@end
