//
//  CatalogAssembly.h
//  Folio
//

#import <UIKit/UIKit.h>

@interface CatalogAssembly : NSObject

+ (UIViewController *)buildModule;

@end
